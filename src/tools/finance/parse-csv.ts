/**
 * Splits CSV text into rows of fields (RFC 4180): quoted fields may hold the delimiter, line
 * breaks and doubled quotes; CRLF or LF ends a row; a leading byte-order mark is dropped;
 * blank lines are skipped. Each row carries the line it starts on, for error reports.
 */
export function parseCsv(text: string, delimiter = ","): Array<{ line: number; fields: string[] }> {
  const rows: Array<{ line: number; fields: string[] }> = [];
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== "") rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
  };
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        if (character === "\n") line += 1;
        field += character;
      }
    } else if (character === '"' && field === "") {
      quoted = true;
    } else if (character === delimiter) {
      fields.push(field);
      field = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && source[index + 1] === "\n") index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      field += character;
    }
  }
  if (field !== "" || fields.length > 0) endRow();
  return rows;
}
