package horoscope

import "time"

// BombayTime is the civil time the city of Bombay kept when the rest of India moved to India
// Standard Time in 1906, until it gave it up in 1955: its local mean time rounded to UTC+4:51,
// 39 minutes behind IST. IANA's data has no zone for it (Asia/Kolkata follows the railways'
// time), so a birth certificate written in it is read with this fixed offset
// (docs/horoscope.md, "Time zones and births before 1947").
var BombayTime = time.FixedZone("Bombay Time", (4*60+51)*60)

// BombayTimeLastYear is the last year a birth may be given in Bombay Time. The sources at hand
// date its end to 1955 but not to a day, so the whole of 1955 is offered (docs/horoscope.md).
const BombayTimeLastYear = 1955
