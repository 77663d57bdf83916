toolset scalars "Notes with counts."

read add_note {
  doc "Add a note with a count."
  arg text: string(1..200) "The note."
  arg count: int "How many."
  arg big?: int(0..) "A large count."
  arg code?: string(1..20) /^\d+$/ "Digits only."
}

read read_note {
  doc "Read a note."
  returns { text: string }
}
