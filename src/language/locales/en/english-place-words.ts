import type { PlaceWords } from "../locale-words";

// English words that are not part of a town's name: articles and possessives ("my bedroom"),
// verbs and question words ("London like", "check weather"), time words and the names of days and
// months ("weather Monday"), rooms and things with a temperature, the sky's bodies, what else a
// weather service has ("weather app", "weather radar"), and what people say of the weather ("Crazy
// weather today"; not nice, great or bad, which start towns' names: Nice, Great Falls, Bad Ems).
const NOT_IN_A_NAME = new Set(
  (
    "a an the my our your his her their its this that these those it i me we you here there outside inside indoors outdoors out over " +
    "is are was be being been will would does do did going gonna look looks looking like feel feels get gets what how when where why which " +
    "check show tell give gimme see find search " +
    "and or but so then also please really now today tonight tomorrow tmrw tmr tmrow 2moro 2morrow tomoz yesterday currently right morning afternoon evening night next last week weekend month later soon " +
    "weather forecast temperature room bedroom kitchen bathroom garage basement attic office house home apartment flat car fridge freezer oven " +
    "hallway nursery lounge cellar body water cpu gpu space outer mars moon sun venus jupiter saturn mercury " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december " +
    "app apps api widget channel station report reports radar map maps alert alerts warning warnings update updates news service underground " +
    "stock stocks shares rate rates exchange currency yen euro euros wikipedia wiki " +
    "kids kid children baby " +
    "crazy lovely terrible awful horrible beautiful weird strange perfect gloomy nasty crappy shitty amazing wonderful gorgeous " +
    "miserable typical such fine rainy sunny cloudy windy stormy snowy foggy humid freezing " +
    "rain raining rains snow snowing umbrella got will"
  ).split(" "),
);
/** A name in Latin letters, and the words no town's name holds. */
export const ENGLISH_PLACE_WORDS: PlaceWords = {
  name: /^[A-Za-z][A-Za-z.'-]*(?: [A-Za-z][A-Za-z.'-]*){0,4}$/u,
  // "tomorrow's weather": a word's possessive is the word.
  isPlace: (name) => name.split(" ").every((word) => !NOT_IN_A_NAME.has(word.toLowerCase().replace(/['’]s$/u, ""))),
};
