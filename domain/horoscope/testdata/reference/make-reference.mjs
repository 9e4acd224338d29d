// make-reference.mjs writes reference.csv, the table domain/horoscope's accuracy test compares
// with: for deterministic pseudo-random birth moments from 1940 to 2015 at places in Maharashtra,
// the rest of India and abroad, the Moon's apparent geocentric ecliptic longitude of date and the
// ascendant (tropical), both from astronomy-engine (pinned in package.json).
//
//   npm install && node make-reference.mjs > reference.csv
//
// Mars, the Sun, Mercury, Venus, Jupiter and Saturn: Astronomy.GeoVector(body, aberration on:
// light-time and aberration) turned into the true ecliptic and equinox of date
// (Astronomy.Rotation_EQJ_ECT), the apparent longitude of date. The Moon's true (osculating)
// node, for Rahu: trueNodeLongitude below.
//
// The Moon: Astronomy.EclipticGeoMoon, the true ecliptic and equinox of date ("ECT": precession
// and nutation applied), geometric like Meeus ch. 47.
//
// The ascendant is found geometrically rather than by the formula the Go code uses, so the test
// checks that formula too: on the equator of date (EQD) the zenith points at right ascension =
// local apparent sidereal time (Astronomy.SiderealTime, Greenwich apparent, plus the longitude)
// and declination = the geographic latitude; the ecliptic's north pole is the ECT z axis turned
// into EQD (the inverse of Astronomy.Rotation_EQD_ECT). The rising point of the ecliptic is the
// horizon ∩ ecliptic direction pole × zenith (the one east of the meridian), turned into ECT,
// whose longitude is the ascendant.
import * as Astronomy from 'astronomy-engine';

const ROWS = 600;

// [name, latitude (north +), longitude (east +)]
const PLACES = [
  ['Mumbai', 19.0760, 72.8777], ['Pune', 18.5204, 73.8567], ['Nagpur', 21.1458, 79.0882],
  ['Nashik', 19.9975, 73.7898], ['Aurangabad', 19.8762, 75.3433], ['Kolhapur', 16.7050, 74.2433],
  ['Solapur', 17.6599, 75.9064], ['Amravati', 20.9320, 77.7523], ['Ratnagiri', 16.9902, 73.3120],
  ['Nanded', 19.1383, 77.3210], ['Jalgaon', 21.0077, 75.5626], ['Sawantwadi', 15.9050, 73.8210],
  ['Gadchiroli', 20.1809, 79.9981], ['Delhi', 28.6139, 77.2090], ['Bengaluru', 12.9716, 77.5946],
  ['Chennai', 13.0827, 80.2707], ['Kolkata', 22.5726, 88.3639], ['Goa (Panaji)', 15.4909, 73.8278],
  ['Indore', 22.7196, 75.8577], ['Hyderabad', 17.3850, 78.4867], ['Ahmedabad', 23.0225, 72.5714],
  ['Srinagar', 34.0837, 74.7973], ['Guwahati', 26.1445, 91.7362], ['Thiruvananthapuram', 8.5241, 76.9366],
  ['London', 51.5074, -0.1278], ['New Jersey (Edison)', 40.5187, -74.4121], ['San Jose', 37.3382, -121.8863],
  ['Toronto', 43.6532, -79.3832], ['Dubai', 25.2048, 55.2708], ['Singapore', 1.3521, 103.8198],
  ['Sydney', -33.8688, 151.2093], ['Auckland', -36.8485, 174.7633], ['Frankfurt', 50.1109, 8.6821],
  ['Nairobi', -1.2921, 36.8219], ['Houston', 29.7604, -95.3698], ['Helsinki', 60.1699, 24.9384],
];

// mulberry32: a small, well-known 32-bit generator; a fixed seed makes the table reproducible.
function mulberry32(seed) {
  return function next() {
    seed = (seed + 0x6D2B79F5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deg = Math.PI / 180;
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

// transpose inverts a rotation matrix.
const transpose = (m) => ({ rot: [0, 1, 2].map((i) => [0, 1, 2].map((j) => m.rot[j][i])) });

function ascendant(time, latitude, longitude) {
  const lst = (Astronomy.SiderealTime(time) * 15 + longitude) * deg;
  const phi = latitude * deg;
  const zenith = [Math.cos(phi) * Math.cos(lst), Math.cos(phi) * Math.sin(lst), Math.sin(phi)];
  const eqdToEct = Astronomy.Rotation_EQD_ECT(time);
  const poleVec = Astronomy.RotateVector(transpose(eqdToEct), new Astronomy.Vector(0, 0, 1, time));
  const pole = [poleVec.x, poleVec.y, poleVec.z];
  const rising = cross(pole, zenith); // east of the meridian: at the equator it is LST + 90°
  const ect = Astronomy.RotateVector(eqdToEct, new Astronomy.Vector(rising[0], rising[1], rising[2], time));
  return Astronomy.SphereFromVector(ect).lon;
}

// marsLongitude is Mars's apparent geocentric ecliptic longitude of date, the way the Moon's
// column is of date: Astronomy.GeoVector with aberration (it also corrects for light-time) gives
// the J2000 equatorial vector (EQJ); Astronomy.Rotation_EQJ_ECT turns it into the true ecliptic
// and equinox of date (precession and nutation), as EclipticGeoMoon's longitude is.
// The Sun, Mercury, Venus, Jupiter and Saturn are read the same way (apparentLongitude).
function apparentLongitude(body, time) {
  const eqj = Astronomy.GeoVector(body, time, true);
  const ect = Astronomy.RotateVector(Astronomy.Rotation_EQJ_ECT(time), eqj);
  return Astronomy.SphereFromVector(ect).lon;
}

// trueNodeLongitude is the longitude of the ascending node of the Moon's osculating orbit (the
// "true node"), of date: the Moon's geocentric position r and velocity v (Astronomy.GeoMoonState,
// J2000 equatorial) turned into the true ecliptic of date; the orbit's pole is h = r × v and the
// ascending node lies along ẑ × h = (−h_y, h_x, 0). astronomy-engine has no mean node; the Go test
// says how it compares its mean node (Rahu) with this.
function trueNodeLongitude(time) {
  const state = Astronomy.GeoMoonState(time);
  const rotation = Astronomy.Rotation_EQJ_ECT(time);
  const r = Astronomy.RotateVector(rotation, new Astronomy.Vector(state.x, state.y, state.z, time));
  const v = Astronomy.RotateVector(rotation, new Astronomy.Vector(state.vx, state.vy, state.vz, time));
  const h = cross([r.x, r.y, r.z], [v.x, v.y, v.z]);
  const lon = Math.atan2(h[0], -h[1]) / deg;
  return lon < 0 ? lon + 360 : lon;
}

const random = mulberry32(20260328);
const from = Date.UTC(1940, 0, 1);
const to = Date.UTC(2016, 0, 1);
const lines = ['utc,place,latitude,longitude,moon_longitude,ascendant,mars_longitude,sun_longitude,mercury_longitude,venus_longitude,jupiter_longitude,saturn_longitude,true_node_longitude'];
for (let i = 0; i < ROWS; i++) {
  // Whole minutes, as birth times are written.
  const minutes = Math.floor(random() * ((to - from) / 60000));
  const date = new Date(from + minutes * 60000);
  const [place, latitude, longitude] = PLACES[Math.floor(random() * PLACES.length)];
  const time = Astronomy.MakeTime(date);
  const moon = Astronomy.EclipticGeoMoon(time).lon;
  const asc = ascendant(time, latitude, longitude);
  const planets = ['Mars', 'Sun', 'Mercury', 'Venus', 'Jupiter', 'Saturn'].map((body) => apparentLongitude(Astronomy.Body[body], time));
  lines.push([date.toISOString().replace('.000Z', 'Z'), place, latitude, longitude, moon.toFixed(6), asc.toFixed(6),
    ...planets.map((x) => x.toFixed(6)), trueNodeLongitude(time).toFixed(6)].join(','));
}
process.stdout.write(lines.join('\n') + '\n');
