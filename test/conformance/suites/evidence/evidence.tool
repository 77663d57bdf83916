toolset evidence "A catalogue: drafts only from facts the task has seen, lookups only within the request's exhibits."

context {
  curator_id: string(1..40)
  exhibit_ids: string(1..20)[]
}

type ExhibitId = string /^EX-\d{3}$/

resource exhibit {
  id      ExhibitId
  missing "No exhibit {id} is in this catalogue."
}

read lookup_catalogue {
  doc "Look up one exhibit of the request by its id. Returns its year and source."
  arg exhibit_id: exhibit "The exhibit id, EX- and 3 digits."
  scope exhibit_id in context.exhibit_ids "Only the exhibits of this request can be looked up."
  returns { exhibit_id: exhibit, year: int(1800..2100) }
  ensure result.exhibit_id == exhibit_id
}

read draft {
  doc "Draft the audit note of one exhibit whose facts were looked up in this task."
  arg exhibit_id: exhibit "The exhibit the note is about."
  seen exhibit_id
}

read summarise {
  doc "Summarise the exhibits looked up in this task, for the audit note."
  seen exhibit
}

finish finish {
  doc "End the task with the audited exhibit."
  arg exhibit_id: exhibit "The exhibit the audit is about."
  arg note: string(1..500) "The audit note."
  seen exhibit_id
}
