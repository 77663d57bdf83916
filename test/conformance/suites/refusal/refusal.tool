toolset refusal "Files of a workspace."

read read_file {
  doc "Read one file of the workspace by its name."
  arg name: string(1..100) /^[A-Za-z0-9_.-]+$/ "The file name, e.g. a.txt."
  hint tool_refused "Use list_files to see what exists."
  result max 300
}

read list_files {
  doc "List the files of the workspace."
}
