/** The model's stream ended with no chunk at all. */
export class EmptyStreamError extends Error {
  constructor() {
    super("The model returned an empty stream.");
    this.name = "EmptyStreamError";
  }
}
