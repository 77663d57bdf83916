// Two small tools the benchmark times besides the example toolsets' own: one field with a
// pattern, and three fields with an int range, a bounded string and the literal `true`.
toolset kiosk "Page lookups and quota changes of a kiosk."

context {
  operator_id: string
}

read get_page {
  doc "Look up one page by its slug."
  arg slug: string /^[a-z][a-z0-9-]{2,31}$/ "The page's slug: a letter, then 2 to 31 letters, digits or dashes."
}

read set_quota {
  doc "Preview setting a quota. Nothing changes: this is a dry run."
  arg quota: int(1..1000) "The new quota."
  arg label: string(1..64) "A label for the change."
  arg confirm: true "Always true."
}
