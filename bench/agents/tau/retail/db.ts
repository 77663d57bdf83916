// The shape of τ-bench's retail database, as far as its tools read and write it.

/** A postal address. */
export interface Address {
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

/** A payment method in a user's profile; a gift card has a balance. */
export interface PaymentMethod {
  source: "credit_card" | "paypal" | "gift_card";
  id: string;
  balance?: number;
  [more: string]: unknown;
}

/** A user's profile. */
export interface User {
  name: { first_name: string; last_name: string };
  address: Address;
  email: string;
  payment_methods: Record<string, PaymentMethod>;
  orders: string[];
}

/** One item line of an order. */
export interface OrderItem {
  name: string;
  product_id: string;
  item_id: string;
  price: number;
  options: Record<string, string>;
}

/** A payment or refund of an order. */
export interface Payment {
  transaction_type: "payment" | "refund";
  amount: number;
  payment_method_id: string;
}

/** An order and what happened to it. */
export interface Order {
  order_id: string;
  user_id: string;
  address: Address;
  items: OrderItem[];
  status: string;
  payment_history: Payment[];
  [more: string]: unknown;
}

/** A variant item of a product. */
export interface Variant {
  item_id: string;
  options: Record<string, string>;
  available: boolean;
  price: number;
}

/** A product type and its variants. */
export interface Product {
  name: string;
  product_id: string;
  variants: Record<string, Variant>;
}

/** The whole retail database. */
export interface RetailDb {
  users: Record<string, User>;
  orders: Record<string, Order>;
  products: Record<string, Product>;
}
