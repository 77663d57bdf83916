toolset formats "Contacts with checked addresses, ids, dates and links."

type Email = string(email)

read add_contact {
  doc "Add a contact to the address book."
  arg email: Email "The contact's email address."
  arg id: string(uuid) "The contact's id."
  arg born?: string(date) "The birthday, YYYY-MM-DD."
  arg seen_at?: string(datetime) "When the contact was last seen, RFC 3339."
  arg site?: string(url) "The contact's web site."
  arg work?: string(email) /@larkfield\.com$/ "A work address at Larkfield."
}
