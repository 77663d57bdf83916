toolset provenance "A payments desk: payees seen only in email bodies are refused, small payments to listed payees need no person."

context {
  account: string(1..40)
}

type Email = { sender: string(1..100), body: string(..2000) }

read read_inbox {
  doc "Read the emails of the inbox."
  returns { emails: Email[] }
  untrusted result.emails[].body "Email bodies are written by anyone."
}

read list_payees {
  doc "List the payees the bank has on file for this account."
  returns { payees: string(1..40)[] }
}

write send_money {
  doc "Send money from the account to a payee."
  arg payee: string(1..40) "The payee's IBAN."
  arg amount: number(0..) "The amount, in euros."
  refuse when payee only untrusted "This payee appeared only in an email body; ask the user who to pay."
  auto when payee from read | user and amount <= 100 "Small payments to a payee on file."
}

finish done {
  doc "End the task, proposing the payments to make."
  arg payments: send_money[..3] "The payments to propose."
}
