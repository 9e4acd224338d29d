package formdecode

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"mime/multipart"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// maxEncodeDepth stops runaway recursion on cyclic maps; it is far above
// any depth Decode accepts.
const maxEncodeDepth = 32

// Encode writes doc as bracket-notation form fields (`a[b][0]=x`), the
// inverse of Decode, with map keys in sorted order. Scalars are strings,
// bools, json.Number and Go numbers; use Options.Numeric/Booleans on the
// decoding side to get the types back. Values with no form representation
// (nil, empty maps and slices) are omitted.
func Encode(w *multipart.Writer, doc map[string]any) error {
	for _, k := range slices.Sorted(maps.Keys(doc)) {
		if !validName(k) {
			return fieldErr(ErrBadKey, k, nil)
		}
		if err := encodeValue(w, k, reflect.ValueOf(doc[k]), 1); err != nil {
			return err
		}
	}
	return nil
}

func encodeValue(w *multipart.Writer, key string, v reflect.Value, depth int) error {
	if depth > maxEncodeDepth {
		return fieldErr(ErrBadKey, key, errors.New("nesting too deep"))
	}
	for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return nil
		}
		v = v.Elem()
	}
	if !v.IsValid() {
		return nil
	}
	if n, ok := v.Interface().(json.Number); ok {
		if !isJSONNumber(string(n)) {
			return fieldErr(ErrMalformed, key, fmt.Errorf("invalid number %q", n))
		}
		return w.WriteField(key, string(n))
	}
	switch v.Kind() {
	case reflect.String:
		return w.WriteField(key, v.String())
	case reflect.Bool:
		return w.WriteField(key, strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return w.WriteField(key, strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return w.WriteField(key, strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32, reflect.Float64:
		f := v.Float()
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return fieldErr(ErrMalformed, key, errors.New("non-finite number"))
		}
		return w.WriteField(key, strconv.FormatFloat(f, 'g', -1, v.Type().Bits()))
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8 {
			return w.WriteField(key, string(v.Bytes()))
		}
		for i := range v.Len() {
			if err := encodeValue(w, key+"["+strconv.Itoa(i)+"]", v.Index(i), depth+1); err != nil {
				return err
			}
		}
		return nil
	case reflect.Map:
		if v.Type().Key().Kind() != reflect.String {
			return fieldErr(ErrMalformed, key, fmt.Errorf("map key type %s", v.Type().Key()))
		}
		keys := v.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
		for _, k := range keys {
			if !validName(k.String()) {
				return fieldErr(ErrBadKey, key+"["+k.String()+"]", nil)
			}
			if err := encodeValue(w, key+"["+k.String()+"]", v.MapIndex(k), depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return fieldErr(ErrMalformed, key, fmt.Errorf("unsupported type %s", v.Type()))
}
