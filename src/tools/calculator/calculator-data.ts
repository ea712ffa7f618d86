/** What `calculate` returns: the expression in mathjs syntax and its value. */
export interface CalculatorData {
  /** The expression as computed, e.g. `123*45` for 「123乘以45」. */
  expression: string;
  /** The value, with binary float noise rounded away. */
  result: number;
}
