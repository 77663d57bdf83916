// A small help desk: enums, defaults, optional and nullable arguments, a tagged
// union of write proposals, ownership and evidence.
toolset helpdesk """
  Help-desk tools for one signed-in user.
"""

context {
  user_id: string
}

type TicketId = string /^T-\d{5}$/
type Priority = "low" | "normal" | "high"

resource ticket {
  id      TicketId
  owner   user_id
  missing "No ticket {id} is available for this user."
}

read list_tickets {
  doc "List this user's tickets, newest first. Use it when the user gives no ticket ID."
  arg status?: "open" | "closed" "Only tickets with this status."
  arg limit?: int(1..50) = 10 "How many tickets to return."
  returns { tickets: { ticket_id: ticket, title: string(1..200), priority: Priority }[] }
}

read get_ticket {
  doc "Look up one of this user's tickets by its ticket ID, with its messages."
  arg ticket_id: ticket "The ticket ID: T- and 5 digits."
  arg include_closed_notes?: bool = false "Also return internal notes of closed tickets."
  hint not_found "Use list_tickets to see this user's tickets."
  budget 5
}

write set_priority {
  doc "Change the priority of one ticket. Changes the ticket: a person approves it first."
  arg ticket_id: ticket
  arg priority: Priority
  seen ticket_id
}

write add_note {
  doc "Add an internal note to one ticket. Writes a note on the ticket: a person approves it first."
  arg ticket_id: ticket
  arg note: string(1..500) "The note's text."
  seen ticket_id
}

finish done {
  doc "End the task. Changes in `actions` are only proposed: a person approves them before anything happens."
  arg summary: string(1..1000) "What was found and done."
  arg actions: (set_priority | add_note)[..3]
  arg follow_up?: string(1..200)? "A question for the user, if any."
  rule count(actions) > 0 => follow_up absent "Ask no follow-up question when proposing changes."
}
