toolset principal "A store's tools for one customer, whom an authentication read finds."

context {
  customer_id?: string(1..40)
}

type OrderId = string /^O-\d{3}$/

resource order {
  id OrderId
  owner customer_id
  missing "No order {id} is available for this customer."
}

read find_customer {
  doc "Find the customer by the email they give; do this before anything else."
  arg email: string(3..254) "The customer's email address."
  returns { customer_id: string(1..40) }
  establish context.customer_id = result.customer_id "This conversation is with one customer only."
}

read get_order {
  doc "Look up one of the customer's orders by its id."
  arg order_id: order "The order id: O- and 3 digits."
}
