toolset policies "Invoices and orders: the policies real services write down, as contract members."

context {
  customer_id: string(1..40)
}

type InvoiceId = string /^INV-\d{3}$/
type OrderId = string /^O-\d{3}$/

resource invoice {
  id InvoiceId
  owner customer_id
  missing "No invoice {id} is available for this customer."
}

resource order {
  id OrderId
  owner customer_id
  state "pending" | "pending (items changed)" | "shipped" | "cancelled"
  missing "No order {id} is available for this customer."
}

read get_invoice {
  doc "Look up one of this customer's invoices: its lines and what was paid."
  arg invoice_id: invoice "The invoice id: INV- and 3 digits."
  once invoice_id per task
}

write refund_invoice {
  doc "Refund an invoice in full to the card that paid it. Moves money."
  arg invoice_id: invoice "The invoice to refund."
  once invoice_id "An invoice is refunded once, ever."
}

write modify_items {
  doc "Change the items of a pending order, all of them in one change."
  arg order_id: order "The order to change."
  arg items: string(1..20)[1..10] "The new items."
  once order_id per task "The items of an order can be changed once: put every change in one proposal."
  require order_id is "pending"
}

write cancel_order {
  doc "Cancel an order that has not shipped; its payment is refunded."
  arg order_id: order "The order to cancel."
  require order_id is "pending" | "pending (items changed)" "Only an order that has not shipped can be cancelled."
}

finish finish {
  doc "End the task. Changes in `actions` are only proposed."
  arg message: string(1..500) "What to tell the customer."
  arg actions: (refund_invoice | modify_items | cancel_order)[..3] "The changes to propose."
}
