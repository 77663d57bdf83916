toolset replies "Orders of a shop whose service adds fields over time."

context {
  customer_id: string(1..40)
}

type OrderId = string /^LK-\d{6}$/

resource order {
  id      OrderId
  owner   customer_id
  missing "No order {id} is available for this customer."
}

read get_customer_orders {
  doc "List this customer's orders: ID and status of each, and the date and products when known."
  returns { orders: { order_id: order, status: string, placed_on?: string(date), products?: string[], ... }[], ... }
}

read get_order {
  doc "Look up one order; its reply is closed, so a field the contract does not name is refused."
  arg order_id: order "The order ID."
  returns { order_id: order, status: string }
  ensure result.order_id == order_id
}

write cancel_order {
  doc "Cancel one of this customer's orders. Changes the order: a person approves it first."
  arg order_id: order "The order to cancel."
  seen order_id
}

finish finish {
  doc "End the task. Cancellations are only proposed."
  arg message: string(1..500) "What to tell the customer."
  arg actions: cancel_order[..3]
}
