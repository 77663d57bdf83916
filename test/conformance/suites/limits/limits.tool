toolset limits "A shop's tools with caps across one task."

context {
  customer_id: string(1..40)
}

type OrderId = string /^LK-\d{6}$/

resource order {
  id      OrderId
  owner   customer_id
  missing "No order {id} is available for this customer."
}

// Three refused calls end the task; get_order alone may be refused twice.
refusals max 3

read get_order {
  doc "Look up one of this customer's orders by its order ID."
  arg order_id: order "The order ID: LK- and 6 digits."
  refusals max 2
}

read get_orders {
  doc "Look up several of this customer's orders at once, by their IDs."
  arg order_ids: order[1..5] "The order IDs."
  effect order_ids max 5 per task
}

write request_refund {
  doc "Refund part or all of an order. Moves money: a person approves it first."
  arg order_id: order "The order to refund."
  arg amount: int(1..5000) "The amount in dollars."
  budget 2
  effect amount max 300 per task
}

finish finish {
  doc "End the task with your resolution. Refunds are only proposed."
  arg message: string(1..2000) "What to tell the customer."
  arg actions: request_refund[..5]
}
