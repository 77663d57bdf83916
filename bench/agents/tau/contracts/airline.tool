// τ-bench's airline domain (sierra-research/tau-bench, MIT) as a contract: the tools of its
// airline environment, and every rule of its policy (wiki.md) that a contract can hold.
// The rule table in bench/agents/tau/rules.ts says where each of the others is enforced.
toolset tau_airline "Reservation tools of an airline, for one user. The current time is 2024-05-15 15:00 EST."

// The user of the conversation, set by the application; the model can never name another.
context {
  user_id: string
}

type UserId = string(..60) /^[a-z]+_[a-z]+_\d{4}$/
type ReservationId = string /^[A-Z0-9]{6}$/
type FlightNumber = string /^HAT\d{3}$/
type Airport = string /^[A-Z]{3}$/
type Cabin = "basic_economy" | "economy" | "business"
type PaymentId = string /^(credit_card|gift_card|certificate)_\d{7}$/

resource user {
  id UserId
  owner user_id
  missing "User {id} is not the user of this conversation."
}

resource reservation {
  id ReservationId
  owner user_id
  missing "No reservation {id} is available for this user."
}

// A reservation the policy lets be cancelled: none of its flights flown, and booked in the
// last 24 hours, or with a flight the airline cancelled, or in business, or insured. The
// application's lookup answers only for such a reservation, when proposed and when executed.
resource cancellable_reservation {
  id ReservationId
  owner user_id
  missing "Reservation {id} cannot be cancelled: it is not this user's, is already cancelled or flown in part, or is past 24 hours from booking without a cancelled flight, business cabin or insurance."
}

resource payment_method {
  id PaymentId
  owner user_id
  missing "No payment method {id} is in this user's profile."
}

// Changes are paid by a credit card or a gift card, never a certificate.
resource change_payment {
  id string /^(credit_card|gift_card)_\d{7}$/
  owner user_id
  missing "Payment method {id} cannot pay for a change: it must be a credit card or gift card in this user's profile."
}

type FlightDay = {
  flight_number: FlightNumber "The flight number, such as HAT001."
  date: string(date) "The date of the flight, YYYY-MM-DD."
}

type Passenger = {
  first_name: string(1..60) "The passenger's first name."
  last_name: string(1..60) "The passenger's last name."
  dob: string(date) "The passenger's date of birth, YYYY-MM-DD."
}

type Payment = {
  payment_id: payment_method "A payment method of the user's profile."
  amount: number(0..100000) "The amount to pay with it, in dollars."
}

read get_user_details {
  doc "Get the user's profile: name, email, addresses, date of birth, payment methods, saved passengers, membership and reservation ids."
  arg user_id: user "The user's id, such as sara_doe_1234."
  scope user_id = context.user_id "Only the user of this conversation can be looked up."
}

read get_reservation_details {
  doc "Get one of the user's reservations: trip, cabin, flights with prices paid, passengers, payments, baggage and insurance."
  arg reservation_id: reservation "The reservation id: 6 letters or digits."
}

read list_all_airports {
  doc "List the code and city of every airport served."
}

read search_direct_flight {
  doc "Search the direct flights between two airports on one date, with their seats and prices per cabin."
  arg origin: Airport "The origin airport code, such as JFK."
  arg destination: Airport "The destination airport code, such as LAX."
  arg date: string(date) "The date, YYYY-MM-DD."
}

read search_onestop_flight {
  doc "Search the one-stop connections between two airports departing on one date, with their seats and prices per cabin."
  arg origin: Airport "The origin airport code, such as JFK."
  arg destination: Airport "The destination airport code, such as LAX."
  arg date: string(date) "The date of departure, YYYY-MM-DD."
}

read calculate {
  doc "Evaluate an arithmetic expression of numbers, + - * /, parentheses and spaces; the answer is rounded to 2 decimals."
  arg expression: string(1..200) /^[0-9+\-*\/(). ]+$/ "The expression, such as 2 * (3 + 4)."
}

read think {
  doc "Think about something without changing anything or learning anything new; the thought is only noted."
  arg thought: string(1..2000) "The thought."
}

write book_reservation {
  doc "Book a reservation for the user and charge its payment methods (gift cards and certificates are debited)."
  arg user_id: user "The user's id."
  arg origin: Airport "The origin of the trip."
  arg destination: Airport "The destination of the trip."
  arg flight_type: "one_way" | "round_trip" "The trip type."
  arg cabin: Cabin "The cabin of every flight and passenger."
  arg flights: FlightDay[1..8] "Each flight of the trip, in order."
  arg passengers: Passenger[1..5] "At most five passengers, all on the same flights."
  arg payment_methods: Payment[1..5] "At most one certificate, one credit card and three gift cards, adding up to the total."
  arg total_baggages: int(0..50) "The checked bags of all passengers."
  arg nonfree_baggages: int(0..50) "The bags past the free allowance, 50 dollars each."
  arg insurance: "yes" | "no" "Travel insurance, 30 dollars a passenger."
  scope user_id = context.user_id "A reservation is booked only for the user of this conversation."
}

write cancel_reservation {
  doc "Cancel a whole reservation: its payments are refunded to the original methods in 5 to 7 business days."
  arg reservation_id: cancellable_reservation "The reservation to cancel."
}

write update_reservation_flights {
  doc "Change the flights or the cabin of a reservation, and pay or refund the difference."
  arg reservation_id: reservation "The reservation to change."
  arg cabin: Cabin "The cabin, the same for every flight."
  arg flights: FlightDay[1..8] "Every flight of the new itinerary, kept ones included."
  arg payment_id: change_payment "A credit card or gift card of the user."
}

write update_reservation_baggages {
  doc "Change the checked bags of a reservation, and pay for the added non-free ones."
  arg reservation_id: reservation "The reservation to change."
  arg total_baggages: int(0..50) "The new number of checked bags."
  arg nonfree_baggages: int(0..50) "The new number of bags past the free allowance."
  arg payment_id: change_payment "A credit card or gift card of the user."
}

write update_reservation_passengers {
  doc "Change the details of the passengers of a reservation; their number stays the same."
  arg reservation_id: reservation "The reservation to change."
  arg passengers: Passenger[1..5] "Every passenger, as many as before."
}

write send_certificate {
  doc "Add a travel certificate to the user's profile as a gesture for a cancelled or delayed flight: 100 or 50 dollars per passenger."
  arg user_id: user "The user's id."
  arg amount: int(50..500) "The amount in dollars: 100 or 50 times the passengers, at most five."
  scope user_id = context.user_id "A certificate goes only to the user of this conversation."
}

finish respond {
  doc "End a step with the user. Changes in `actions` are only proposed: they happen once the user has confirmed them."
  arg outcome: "changes" | "answer" | "transfer_to_human" "changes: propose the actions the user confirmed; transfer_to_human: the request is out of scope."
  arg summary: string(1..2000) "What to tell the user, or for a transfer, a summary for the human agent."
  arg actions: (book_reservation | cancel_reservation | update_reservation_flights | update_reservation_baggages | update_reservation_passengers | send_certificate)[..1]
  rule outcome == "changes" => count(actions) == 1 "Propose one confirmed change at a time."
  rule outcome != "changes" => count(actions) == 0 "Only changes may carry actions."
}
