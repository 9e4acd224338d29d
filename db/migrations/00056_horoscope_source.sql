-- +goose Up
-- Whether a profile's horoscope (rashi, nakshatra, charan, manglik) was calculated from its
-- birth details or typed from the family's kundali (issue 25, docs/horoscope.md "Calculated or
-- typed"). NULL when the profile gives none of those values. The server sets it, verifying a
-- 'calculated' claim by recomputing from the stored birth date, time and place.
ALTER TABLE profiles ADD COLUMN horoscope_source text
    CHECK (horoscope_source IN ('calculated', 'typed'));

-- +goose Down
ALTER TABLE profiles DROP COLUMN horoscope_source;
