// τ-bench's retail domain (sierra-research/tau-bench, MIT) as a contract: the tools of its
// retail environment, and every rule of its policy (wiki.md) that a contract can hold.
// The rule table in bench/agents/tau/rules.ts says where each of the others is enforced.
toolset tau_retail "Customer-service tools of an online retail store, for one authenticated user."

// The user of the conversation, established by the first authentication read (by email,
// or by name and zip) from the application's answer; the model can never name another.
context {
  user_id?: string
}

type UserId = string(..60) /^[a-z]+_[a-z]+_\d{4}$/
type OrderId = string /^#W?\d{7}$/
type ProductId = string /^\d{10}$/
type ItemId = string /^\d{10}$/
type PaymentId = string /^(credit_card|paypal|gift_card)_\d{7}$/
type Zip = string /^\d{5}$/
type StateCode = string /^[A-Z]{2}$/

// "You can only help one user per conversation": every id below belongs to that user.
resource user {
  id UserId
  owner user_id
  missing "User {id} is not the user of this conversation."
}

// An order's status is its state: a change that needs a pending or delivered order says
// so with `require`, and the status is read through the application when the change is
// proposed and again when it is executed.
resource order {
  id OrderId
  owner user_id
  state "pending" | "processed" | "delivered" | "cancelled" | "pending (item modified)" | "return requested" | "exchange requested"
  missing "No order {id} is available for this user."
}

resource payment_method {
  id PaymentId
  owner user_id
  missing "No payment method {id} is in this user's profile."
}

read find_user_id_by_email {
  doc "Authenticate the user: find their user id by email. Do this, or find_user_id_by_name_zip, before anything else."
  arg email: string(3..254) "The user's email address."
  returns UserId
  establish context.user_id = result "This conversation is with one user; no other can be authenticated in it."
}

read find_user_id_by_name_zip {
  doc "Authenticate the user: find their user id by first name, last name and zip code."
  arg first_name: string(1..60) "The user's first name."
  arg last_name: string(1..60) "The user's last name."
  arg zip: Zip "The zip code of the user's default address."
  returns UserId
  establish context.user_id = result "This conversation is with one user; no other can be authenticated in it."
}

read get_user_details {
  doc "Get the user's profile: name, address, email, payment methods and order ids."
  arg user_id: user "The user's id, such as sara_doe_1234."
  scope user_id = context.user_id "Only the user of this conversation can be looked up."
}

read get_order_details {
  doc "Get the status, items, fulfilments and payments of one of the user's orders."
  arg order_id: order "The order id: #W and 7 digits."
}

read get_product_details {
  doc "Get the inventory of one product type: its variant items, with options, availability and price."
  arg product_id: ProductId "The product id: 10 digits (not an item id)."
}

read list_all_product_types {
  doc "List the name and product id of each of the 50 product types of the store."
}

read calculate {
  doc "Evaluate an arithmetic expression of numbers, + - * /, parentheses and spaces; the answer is rounded to 2 decimals."
  arg expression: string(1..200) /^[0-9+\-*\/(). ]+$/ "The expression, such as 2 * (3 + 4)."
}

read think {
  doc "Think about something without changing anything or learning anything new; the thought is only noted."
  arg thought: string(1..2000) "The thought."
}

write cancel_pending_order {
  doc "Cancel a pending order: its status changes to cancelled and its payments are refunded (a gift card at once, else in 5 to 7 business days)."
  arg order_id: order "The order to cancel."
  require order_id is "pending" "Only a pending order can be cancelled or modified, and its items only once."
  arg reason: "no longer needed" | "ordered by mistake" "Why the user cancels it."
}

write modify_pending_order_address {
  doc "Change the shipping address of a pending order."
  arg order_id: order "The order to change."
  require order_id is "pending" "Only a pending order can be cancelled or modified, and its items only once."
  arg address1: string(1..100) "The first line of the new address."
  arg address2: string(..100) "The second line; may be empty."
  arg city: string(1..60) "The city."
  arg state: StateCode "The state code, such as NY."
  arg country: string(1..60) "The country."
  arg zip: Zip "The zip code."
}

write modify_pending_order_payment {
  doc "Change the payment method of a pending order to another one of the user's; the old one is refunded."
  arg order_id: order "The order to change."
  require order_id is "pending" "Only a pending order can be cancelled or modified, and its items only once."
  arg payment_method_id: payment_method "The new payment method, different from the current one."
}

write modify_pending_order_items {
  doc "Change items of a pending order to other options of the same products; this changes its status to pending (item modified), so it can be done once."
  arg order_id: order "The order to change."
  require order_id is "pending" "Only a pending order can be cancelled or modified, and its items only once."
  arg item_ids: ItemId[1..50] "The items to change, all of them in one call."
  arg new_item_ids: ItemId[1..50] "The new items, in the same order: each of the same product as the item it replaces."
  arg payment_method_id: payment_method "Pays or receives the price difference."
  once order_id per task "The items of an order can be modified once: propose every item to change in one call."
}

write return_delivered_order_items {
  doc "Request the return of items of a delivered order: its status changes to return requested and the refund goes to the chosen method."
  arg order_id: order "The order to return items of."
  require order_id is "delivered" "Only a delivered order can be returned or exchanged, once."
  arg item_ids: ItemId[1..50] "The items to return."
  arg payment_method_id: payment_method "The original payment method or a gift card of the user."
}

write exchange_delivered_order_items {
  doc "Request the exchange of items of a delivered order for other options of the same products: its status changes to exchange requested."
  arg order_id: order "The order to exchange items of."
  require order_id is "delivered" "Only a delivered order can be returned or exchanged, once."
  arg item_ids: ItemId[1..50] "The items to exchange, all of them in one call."
  arg new_item_ids: ItemId[1..50] "The new items, in the same order: each of the same product as the item it replaces."
  arg payment_method_id: payment_method "Pays or receives the price difference."
}

write modify_user_address {
  doc "Change the default address of the user's profile."
  arg user_id: user "The user's id."
  arg address1: string(1..100) "The first line of the new address."
  arg address2: string(..100) "The second line; may be empty."
  arg city: string(1..60) "The city."
  arg state: StateCode "The state code, such as NY."
  arg country: string(1..60) "The country."
  arg zip: Zip "The zip code."
  scope user_id = context.user_id "Only the user of this conversation can be changed."
}

finish respond {
  doc "End a step with the user. Changes in `actions` are only proposed: they happen once the user has confirmed them."
  arg outcome: "changes" | "answer" | "transfer_to_human" "changes: propose the actions the user confirmed; transfer_to_human: the request is out of scope."
  arg summary: string(1..2000) "What to tell the user, or for a transfer, a summary for the human agent."
  arg actions: (cancel_pending_order | modify_pending_order_address | modify_pending_order_payment | modify_pending_order_items | return_delivered_order_items | exchange_delivered_order_items | modify_user_address)[..1]
  rule outcome == "changes" => count(actions) == 1 "Propose one confirmed change at a time."
  rule outcome != "changes" => count(actions) == 0 "Only changes may carry actions."
}
