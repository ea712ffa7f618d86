import { AMOUNT_SLOT } from "./amount-slot";
import { CURRENCY_SLOT } from "./currency-slot";
import { DATE_SLOT } from "./date-slot";
import { DAY_SLOT } from "./day-slot";
import { DURATION_SLOT } from "./duration-slot";
import { INTEGER_SLOT } from "./integer-slot";
import { NUMBER_SLOT } from "./number-slot";
import { ORDINAL_SLOT } from "./ordinal-slot";
import { PERIOD_SLOT } from "./period-slot";
import { PLACE_SLOT } from "./place-slot";
import { SHARE_CODE_SLOT } from "./share-code-slot";
import type { SlotType } from "./slot-type";
import { TEXT_SLOT } from "./text-slot";
import { TIME_SLOT } from "./time-slot";

/**
 * The slot types every template may use, by name: `number`, `integer`, `amount` ({ amount,
 * currency }), `currency` (ISO code), `time` ({ date, time }), `date` and `day` ("YYYY-MM-DD"),
 * `period` ({ start, end }), `duration` (seconds), `place`, `share_code`, `ordinal` and `text`.
 * Each is read by the words of `src/language/` (and the exchange-rate tool's currency names), once
 * per sentence.
 */
export const BUILT_IN_SLOT_TYPES: Readonly<Record<string, SlotType>> = Object.fromEntries(
  [
    NUMBER_SLOT,
    INTEGER_SLOT,
    AMOUNT_SLOT,
    CURRENCY_SLOT,
    TIME_SLOT,
    DATE_SLOT,
    DAY_SLOT,
    PERIOD_SLOT,
    DURATION_SLOT,
    PLACE_SLOT,
    SHARE_CODE_SLOT,
    ORDINAL_SLOT,
    TEXT_SLOT,
  ].map((type) => [type.name, type]),
);
