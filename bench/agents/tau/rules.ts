// The rule tables: each rule of τ-bench's two policies (wiki.md), and where it is enforced.

/** Where a rule is enforced. */
export type Where = "contract" | "handler" | "approval" | "not-enforceable";

/** One rule of a policy, where it is enforced and how. */
export interface Rule {
  readonly rule: string;
  readonly where: Where;
  readonly how: string;
}

const r = (rule: string, where: Where, how: string): Rule => ({
  rule,
  where,
  how,
});

const CONFIRM =
  "writes are never callable: they are proposed in `respond` and run only after a person approves each proposal; the replay's person approves exactly what the task's user confirmed";
const SPEECH =
  "it is about what the model says to the user, which no tool call carries";
const LOOP =
  "it is about the turns of the conversation, which the application's agent loop decides, not a tool's contract";

/** The retail policy's rules. */
export const retailRules: readonly Rule[] = [
  r(
    "Authenticate the user by email, or by name and zip, before anything, even when the user gives a user id.",
    "contract",
    "the principal is the context field `user_id?`, established by `establish context.user_id = result` on find_user_id_by_email and find_user_id_by_name_zip from the application's checked answer; before it is set every owned id is refused (other_owner) and get_user_details is out_of_scope, and no tool takes the principal as an argument",
  ),
  r(
    "Once authenticated, give information about the user's own orders, products and profile.",
    "contract",
    "get_order_details and get_user_details take an order / user resource owned by context.user_id",
  ),
  r(
    "Help one user per conversation; deny any request about another user.",
    "contract",
    "every order, user and payment-method id is a resource owned by context.user_id (other_owner reads like not_found); modify_user_address has `scope user_id = context.user_id`; `establish` refuses a second authentication finding another user (out_of_scope), its answer withheld",
  ),
  r(
    "Before cancel, modify, return or exchange, list the details and get an explicit yes.",
    "approval",
    CONFIRM,
  ),
  r(
    "Make up no information, give no subjective recommendations or comments.",
    "not-enforceable",
    SPEECH,
  ),
  r(
    "At most one tool call at a time, and never a tool call and a reply together.",
    "not-enforceable",
    LOOP,
  ),
  r(
    "Transfer to a human agent if and only if the request is out of scope.",
    "not-enforceable",
    "whether a request is in scope is a judgement; `respond` has a transfer_to_human outcome, which the contract lets carry no change",
  ),
  r(
    "Each payment method is a gift card, a PayPal account or a credit card.",
    "contract",
    "PaymentId = string /^(credit_card|paypal|gift_card)_\\d{7}$/",
  ),
  r(
    "Product ids and item ids are unrelated and must not be confused.",
    "handler",
    "both are 10 digits, so no type tells them apart; get_product_details answers 'product not found' (ToolRefusal) for an item id",
  ),
  r(
    "Act only on pending or delivered orders.",
    "contract",
    "the writes `require order_id is 'pending'` or `'delivered'`: the order's status is its resource's `state`, read through the application after its owner",
  ),
  r(
    "Exchange or modify-items can be called once per order: collect every item first.",
    "contract",
    "`once order_id per task` on modify_pending_order_items refuses a second proposal for the order in the task before a person sees it (once_used); once the first ran, the order is 'pending (item modified)' or 'exchange requested', so `require` refuses another in any task (wrong_state); item lists are one argument of up to 50",
  ),
  r(
    "Cancel only a pending order, checking its status first.",
    "contract",
    "cancel_pending_order has `require order_id is 'pending'`: the status is read through the application when proposed and again when executed",
  ),
  r(
    "The user confirms the order id and the reason: 'no longer needed' or 'ordered by mistake'.",
    "contract",
    'reason: "no longer needed" | "ordered by mistake"; the confirmation is the approval',
  ),
  r(
    "A cancelled order is refunded to the original payment methods (gift cards at once).",
    "handler",
    "the writer's effect, as the tool makes it",
  ),
  r(
    "Modify only a pending order, checking its status first.",
    "contract",
    "the modify writes `require order_id is 'pending'`, read when proposed and when executed",
  ),
  r(
    "A pending order's address, payment method or item options can change, nothing else.",
    "contract",
    "the only writes on a pending order are those three modify tools and cancel",
  ),
  r(
    "A new payment method is a single one of the user's, different from the original.",
    "handler",
    "payment_method_id is one payment_method owned by the user (contract); 'different from the current one' is a ToolRefusal of the writer, since the current one is data",
  ),
  r(
    "A gift card paying for an order must have enough balance.",
    "handler",
    "a limit that depends on data: the writer's ToolRefusal ('insufficient gift card balance'), before anything changes",
  ),
  r(
    "Modified or exchanged items stay the same product, another available option: no change of product type.",
    "handler",
    "the writer refuses a new item that is not an available variant of the replaced item's product (ToolRefusal 'new item ... not found or available'); a contract cannot relate two lists item by item",
  ),
  r(
    "The price difference of modified or exchanged items is paid with a payment method of the user; a gift card must cover it.",
    "handler",
    "payment_method_id is owned by the user (contract); the balance is a ToolRefusal of the writer",
  ),
  r(
    "Return only a delivered order, checking its status first.",
    "contract",
    "return_delivered_order_items has `require order_id is 'delivered'`, read when proposed and when executed",
  ),
  r(
    "The user confirms the order id, the items to return and the refund method.",
    "approval",
    CONFIRM,
  ),
  r(
    "A return's refund goes to the original payment method or an existing gift card.",
    "handler",
    "the method is owned by the user (contract); 'original or a gift card' depends on the order, so the writer refuses it (ToolRefusal)",
  ),
  r(
    "Exchange only a delivered order; remind the user to list every item.",
    "contract",
    "exchange_delivered_order_items has `require order_id is 'delivered'`; the reminder is speech and not enforceable",
  ),
  r(
    "Returns and exchanges set the order's status; no new order is placed.",
    "handler",
    "the writer's effect, as the tool makes it",
  ),
  r(
    "All times are EST; the store has 50 product types with variant items.",
    "not-enforceable",
    "information for the model, not a rule on a call",
  ),
];

/** The airline policy's rules. */
export const airlineRules: readonly Rule[] = [
  r(
    "Before booking, modifying flights, editing baggage, changing cabin or passengers, list the details and get an explicit yes.",
    "approval",
    CONFIRM,
  ),
  r(
    "Provide no information not given by the user or the tools; no subjective recommendations.",
    "not-enforceable",
    SPEECH,
  ),
  r(
    "One tool call at a time, and never a tool call and a reply together.",
    "not-enforceable",
    LOOP,
  ),
  r(
    "Deny requests against this policy.",
    "contract",
    "each rule marked contract below refuses the request before any handler or writer runs; the refusal text tells the model why",
  ),
  r(
    "Transfer to a human agent if and only if the request is out of scope.",
    "not-enforceable",
    "a judgement; `respond` has a transfer_to_human outcome that carries no change",
  ),
  r(
    "Only an available flight can be booked (not delayed, on time, flying or landed).",
    "handler",
    "the writer refuses it ('flight ... not available on date ...'): flight status is data",
  ),
  r(
    "Obtain the user id first; act for that user only.",
    "contract",
    "the principal is context.user_id; book_reservation and send_certificate have `scope user_id = context.user_id`; reservations and payment methods are resources owned by it",
  ),
  r(
    "Ask for the trip type, origin and destination.",
    "contract",
    'flight_type: "one_way" | "round_trip", origin and destination airport codes, all required',
  ),
  r(
    "At most five passengers per reservation.",
    "contract",
    "passengers: Passenger[1..5] (book and update)",
  ),
  r(
    "Collect first name, last name and date of birth of each passenger.",
    "contract",
    "Passenger = { first_name, last_name, dob: string(date) }, all required",
  ),
  r(
    "All passengers fly the same flights in the same cabin.",
    "contract",
    "one cabin and one flight list per reservation",
  ),
  r(
    "At most one certificate, one credit card and three gift cards per reservation.",
    "handler",
    "payment_methods: Payment[1..5] in the contract; the count per kind is the writer's ToolRefusal",
  ),
  r(
    "All payment methods must already be in the user's profile.",
    "contract",
    "payment_id is a payment_method resource owned by context.user_id",
  ),
  r(
    "A certificate's remaining amount is not refundable.",
    "handler",
    "the writer's effect: a certificate used is removed",
  ),
  r(
    "Free checked bags by membership and cabin; each extra bag is 50 dollars.",
    "handler",
    "the writer refuses fewer non-free bags than the allowance leaves (ToolRefusal)",
  ),
  r(
    "Ask whether the user wants travel insurance, 30 dollars per passenger.",
    "contract",
    'insurance: "yes" | "no" is required; the price is the writer\'s',
  ),
  r(
    "To modify, first obtain the user id and the reservation id.",
    "contract",
    "reservation_id is a reservation owned by context.user_id",
  ),
  r(
    "Basic economy flights cannot be modified.",
    "handler",
    "the writer refuses changed flights that stay basic economy (ToolRefusal): the cabin booked is data",
  ),
  r(
    "Changed flights keep the origin, destination and trip type.",
    "handler",
    "the writer refuses an itinerary whose ends differ (ToolRefusal); a contract cannot read the reservation's airports",
  ),
  r(
    "Kept flight segments keep their price.",
    "handler",
    "the writer's effect, as the tool makes it",
  ),
  r(
    "Any reservation can change cabin without changing flights, paying the difference.",
    "handler",
    "the writer's effect and price",
  ),
  r(
    "One cabin for every flight of a reservation.",
    "contract",
    "update_reservation_flights takes one cabin for all flights",
  ),
  r(
    "Checked bags can be added, not removed.",
    "handler",
    "the writer refuses fewer bags than the reservation has (ToolRefusal)",
  ),
  r(
    "Insurance cannot be added after booking.",
    "contract",
    "no write but book_reservation has an insurance argument",
  ),
  r(
    "Passengers can be changed but not their number.",
    "handler",
    "passengers: Passenger[1..5] in the contract; the same number is the writer's ToolRefusal",
  ),
  r(
    "Changed flights are paid or refunded with one gift card or credit card.",
    "contract",
    "payment_id is a change_payment: an id of a credit card or gift card (never a certificate) owned by context.user_id",
  ),
  r(
    "To cancel, obtain the user id, the reservation id and the reason.",
    "approval",
    "the reservation is owned (contract); the tool takes no reason, so the person approving checks it",
  ),
  r(
    "Cancel within 24 hours of booking, or if the airline cancelled a flight, or in business, or with insurance and a covered reason.",
    "contract",
    "cancel_reservation takes a cancellable_reservation, whose lookup answers only when one of these holds in the data (read when proposed and when executed); whether the reason is covered by insurance is the user's word, for the approval",
  ),
  r(
    "Only a whole trip not flown can be cancelled.",
    "contract",
    "cancellable_reservation refuses a reservation with a landed or flying flight",
  ),
  r(
    "Refunds go to the original payment methods in 5 to 7 business days.",
    "handler",
    "the writer's effect, as the tool makes it",
  ),
  r(
    "A certificate for cancelled or delayed flights: 100 or 50 dollars per passenger, only for silver or gold members, insured or business travellers.",
    "approval",
    "send_certificate is scoped to the user and its amount is int(50..500) (contract); it names no reservation, so whether the facts hold is for the person approving",
  ),
  r(
    "Do not offer compensation unless the user complains and asks for it.",
    "not-enforceable",
    SPEECH,
  ),
];
