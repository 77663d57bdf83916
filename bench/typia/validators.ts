// The benchmark's tools as typia types: the input of `typia generate`, which bench/typia.mjs
// runs when the benchmark starts (its output is not committed). `validateEquals` is typia's
// check that also refuses undeclared keys, as a contract's arguments do.
import typia, { type tags } from "typia";

type OrderId = string & tags.Pattern<"^LK-\\d{6}$">;

/** get_order (larkfield). */
export interface GetOrder {
  order_id: OrderId;
}

/** update_user_email (users). */
export interface UpdateUserEmail {
  user_id: number & tags.Type<"int64"> & tags.Minimum<1>;
  email: string & tags.MinLength<5> & tags.MaxLength<320>;
  dry_run: true;
}

/** get_page (kiosk). */
export interface GetPage {
  slug: string & tags.Pattern<"^[a-z][a-z0-9-]{2,31}$">;
}

/** set_quota (kiosk). */
export interface SetQuota {
  quota: number & tags.Type<"int64"> & tags.Minimum<1> & tags.Maximum<1000>;
  label: string & tags.MinLength<1> & tags.MaxLength<64>;
  confirm: true;
}

/** One refund action of a finish. */
export interface RequestRefund {
  tool: "request_refund";
  order_id: OrderId;
  amount: number & tags.Minimum<0> & tags.Maximum<5000>;
  reason: "damaged" | "late" | "not_received";
}

/** One return-label action of a finish. */
export interface CreateReturnLabel {
  tool: "create_return_label";
  order_id: OrderId;
  sku: string & tags.Pattern<"^[A-Z]{3}-\\d{4}$">;
  reason: "damaged" | "wrong_item" | "changed_mind";
}

/** finish (larkfield). */
export interface Finish {
  outcome: "resolve" | "reply_only" | "escalate";
  message: string & tags.MinLength<1> & tags.MaxLength<2000>;
  actions: (RequestRefund | CreateReturnLabel)[] & tags.MaxItems<5>;
}

/** typia's generated checks, by tool. */
export const validators = {
  get_order: typia.createValidateEquals<GetOrder>(),
  update_user_email: typia.createValidateEquals<UpdateUserEmail>(),
  get_page: typia.createValidateEquals<GetPage>(),
  set_quota: typia.createValidateEquals<SetQuota>(),
  finish: typia.createValidateEquals<Finish>(),
};
