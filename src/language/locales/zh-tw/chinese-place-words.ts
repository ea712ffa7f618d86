import type { PlaceWords } from "../locale-words";

// What fills the place slot of a weather phrase is only a place when it looks like one; anything
// else is left to the model. Each list below is a kind of word that is not a place, so a new
// sentence of the same kind is declined without being listed.

// Persons, pointers and question words: 「今天天氣如何」「你覺得明天天氣會好嗎」.
const NOT_A_NAME = /你|我|他|她|這|那|哪|誰|什麼|為什麼|怎|天氣|週末|外面|氣候|氣溫|溫度/u;
// The weather itself: 「如果下雨呢」「颱風天呢」 ask about the weather, not a place (雪梨 is a place).
const WEATHER_WORD =
  /下雨|下雪|落雨|落雪|颱風|台風|打雷|雷雨|陣雨|暴雨|大雨|小雨|晴天|陰天|雨天|天晴|降雨|起霧|霧霾|寒流|高溫|低溫|變冷|變熱|好熱|好冷|冷的|熱的/u;
// Time words in any variety: Mandarin (今天, 現在), Cantonese (而家, 今日, 聽日, 琴日), written or
// northern (明日, 今兒), parts of the day and weeks: 「而家 London 天氣怎樣」 asks about London now.
// Counted days too: 「前兩天」「這三天」.
const TIME_WORD =
  /[今明後昨前聽听琴尋寻擰]日|[今明後昨前]天|[今明聽]朝|[今明聽]晚|今夜|明夜|[今明後昨前]兒|[一二兩三四五六七八九十\d]+(?:天|個月)|而家|依家|宜家|而今|如今|目前|當前|此刻|此時|當下|現在|現時|剛剛|剛才|最近|近來|呢排|幾|點|早上|上午|中午|下午|傍晚|晚上|半夜|凌晨|夜裡|晚點|等一下|等下|待會|一會|週|周|禮拜|星期/u;
// Rooms, vehicles and things indoors: 「客廳現在多少度」「臥室溫度多少」「冰箱幾度」. A room word
// ends the name (客廳, 主臥室, 二樓, 車內, 車上), which hardly a town's name does (名古屋 does: 屋 is not one).
const INDOORS =
  /(?:廳|室|房|間|廚|臥|庫|櫃|箱|缸|樓|陽台|露台|玄關|走廊|家|車|內|裡|裡頭|上|下)$|房間|屋裡|屋內|家裡|車內|車裡|室內|室外|咖啡|茶|湯|飲料|牛奶|便當|食物|飯|冷氣|空調|暖氣|電暖器|體溫|水溫|油溫|烤箱|冰箱|電腦|手機|熱水|冷水|開水|發燒|溫度計/u;
// Where the user is, said from there: next door, nearby, across the road, the side or part of
// somewhere (「隔壁呢」「附近呢」「對面」「山上那邊」). Hardly a town's name ends in 邊 or 面.
const RELATIVE_PLACE = /隔壁|鄰居|附近|旁邊|對面|周圍|周遭|四周|一帶|鄰近|市區|市中心|郊區|(?:邊|面)$/u;
// The parts of an answer, asked about after it (「明細呢」「詳細一點」「其他的呢」), not places.
const PART_OF_AN_ANSWER = /明細|細節|詳細|詳情|內容|清單|列表|紀錄|記錄|資料|結果|全部|其他|其它|別的|更多|總共|來源|意思/u;
// What another service answers: 「台積電股價呢」「日幣匯率」 'tesla stock' are a company and a currency.
const ANOTHER_SERVICE = /股價|股票|股市|匯率|新聞|頭條|報價|行情|維基|月相|百科/u;
// A sound before the name: 「啊高雄」 is 高雄 said with a sigh, or 阿里山 as a recognizer wrote it;
// the model tells which.
const SOUND_FIRST = /^(?:啊|欸|誒|嗯|蛤|呃|喔|哦|唉|哎)/u;
// Space is not a place with a forecast: 「火星現在幾度」 is a science question.
const IN_SPACE = /太空|宇宙|火星|月球|月亮|太陽|金星|木星|土星|水星/u;
// Verbs and particles a sentence has and a name has not: 「新聞說明天會下雨」「等一下會下雨嗎」, and
// Cantonese ones (唔, 冇, 係, 咗, 緊, 嘅, 咩, 佢, 喺): 「聽日會唔會落雨」.
const SENTENCE_WORD =
  /出門|是不是|會不會|要不要|說|講|聽|看|想|記|寫|查|找|念|唸|播|幫|給|叫|提醒|告訴|一下|要|是|有|了|在|去|到|跟|就|也|還|又|很|沒|不|和|嗎|呢|唔|冇|係|咗|緊|嘅|咩|乜|佢|喺/u;
/**
 * Where people go or what they do that is no town: 「我要去超市,那邊天氣怎樣」 and 「我在上班」 (said where
 * a city is asked for) are the model's. Looser than {@link looksLikePlace}: for a place said in a sentence.
 */
export const NOT_A_TOWN =
  /超市|賣場|商場|百貨|廁所|洗手間|公司|學校|辦公室|家|醫院|診所|銀行|郵局|餐廳|店|市場|公園|樓|房|朋友|同學|爸|媽|阿公|阿嬤|奶奶|爺爺|班|學|課|吃|買|睡|洗|健身|機場|車站|捷運|高鐵|海邊|山上|床|裡|忙|工作|開會|休息|路上/;
/** A name in Chinese characters, and the words that make one no place. */
export const CHINESE_PLACE_WORDS: PlaceWords = {
  name: /^[\p{Script=Han}]{2,10}$/u,
  isPlace: (name, saysPeriodWord) =>
    !NOT_A_NAME.test(name) &&
    !WEATHER_WORD.test(name) &&
    !TIME_WORD.test(name) &&
    !INDOORS.test(name) &&
    !IN_SPACE.test(name) &&
    !RELATIVE_PLACE.test(name) &&
    !SOUND_FIRST.test(name) &&
    !PART_OF_AN_ANSWER.test(name) &&
    !ANOTHER_SERVICE.test(name) &&
    !SENTENCE_WORD.test(name) &&
    !saysPeriodWord(name),
};
