// JSON that sits inside an HTML <script type="application/json"> element. The HTML parser ends the
// element at the first `</script` whatever the JSON means, so every `<`, `>` and `&` is written as a
// \uXXXX escape (JSON.parse reads it back unchanged and no tag can start); U+2028 and U+2029 are
// escaped too, so the text stays valid should it ever be read as JavaScript.
const UNSAFE = /[<>&\u2028\u2029]/g;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
