/**
 * Plain-text layout helpers of the printed tickets. Widths are counted in UTF-16 units (a string's
 * `length`): never less than what a printer or a monospace print view shows, so a line never
 * overflows. Only ordinary spaces break a line: "R$" and its amount are joined by a no-break space.
 */

/** NFC (an accent is one character, not two) with runs of breaking whitespace as one space. */
export function cleanText(text: string): string {
  return text.normalize("NFC").replace(/[ \t\r\n\f\v]+/g, " ").trim();
}

/** The longest head of `word` within `room` UTF-16 units (at least one character), never splitting a surrogate pair. */
function headOf(word: string, room: number): [string, string] {
  let head = "";
  for (const char of word) {
    if (head.length + char.length > room && head !== "") break;
    head += char;
  }
  return [head, word.slice(head.length)];
}

/**
 * `prefix` + the text, wrapped on word boundaries to lines of at most `width` characters; the
 * lines after the first are indented by `indent` (the prefix's length by default, so a wrapped
 * name stays under its own start). A word longer than a line is cut.
 */
export function wrapText(text: string, width: number, prefix = "", indent = " ".repeat(prefix.length)): string[] {
  // A prefix or indent that would leave less than half the paper is dropped to keep the text readable.
  const start = prefix.length > width / 2 ? "" : prefix;
  const lead = indent.length > width / 2 ? "" : indent;
  const lines: string[] = [];
  let line = start;
  let empty = true;
  for (const word of cleanText(text).split(" ")) {
    if (word === "") continue;
    const separator = empty ? "" : " ";
    if (line.length + separator.length + word.length <= width) {
      line += separator + word;
      empty = false;
      continue;
    }
    if (!empty) {
      lines.push(line);
      line = lead;
    }
    let rest = word;
    while (line.length + rest.length > width) {
      const [head, tail] = headOf(rest, width - line.length);
      lines.push(line + head);
      line = lead;
      rest = tail;
    }
    line += rest;
    empty = false;
  }
  if (!empty || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

/** `label ........ value` on one line when both fit, else the label wrapped and the value right-aligned under it. */
export function labelAndValue(label: string, value: string, width: number): string[] {
  if (label.length + 1 + value.length <= width) return [label + " ".repeat(width - label.length - value.length) + value];
  return [...wrapText(label, width), value.length >= width ? value : " ".repeat(width - value.length) + value];
}

/** A full-width rule between the ticket's sections. */
export function rule(width: number): string {
  return "-".repeat(width);
}
