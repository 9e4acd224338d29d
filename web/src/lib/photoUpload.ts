/**
 * Pictures before and while they travel: phones take 4000-pixel photos of 5-10 MB, which would
 * cost a member on a slow connection minutes and, over 5 MB, be refused. The server keeps at most
 * a 640-pixel rendition (adapters/images/process.go), so twice that is all the browser sends.
 */
export const UPLOAD_MAX_SIDE = 1280
const UPLOAD_QUALITY = 0.85
/** Below this, a picture is sent as it is: re-encoding would cost more than it saves. */
const SMALL_ENOUGH_BYTES = 600 * 1024

/** iPhones save HEIC by default; the server reads JPEG, PNG and WebP only. */
export function isHeic(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name)
}

/**
 * The picture scaled down to UPLOAD_MAX_SIDE on its longer side as a JPEG, or the file itself when
 * it is already small, when the browser cannot decode it, or when scaling would not make it
 * smaller. EXIF orientation is applied, so a portrait stays upright.
 */
export async function downscalePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return file
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    const context = canvas.getContext('2d')
    if (!context) return file
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', UPLOAD_QUALITY))
    if (!blob || blob.size >= file.size) return file
    return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg', lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}

/**
 * A fetch for openapi-fetch's per-request `fetch` option that reports upload progress (0-1),
 * which fetch itself cannot: the request the client built (headers, auth, multipart body with
 * its boundary) goes out through XMLHttpRequest.
 */
export function fetchWithUploadProgress(onProgress: (fraction: number) => void): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, request.url)
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.responseType = 'blob'
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
      xhr.onload = () => {
        onProgress(1)
        const headers = new Headers()
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const colon = line.indexOf(':')
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
        }
        // A 204 or 304 may not carry a body in a Response.
        const empty = xhr.status === 204 || xhr.status === 304
        resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }))
      }
      // openapi-fetch turns a rejected fetch into its network error, as with fetch itself.
      xhr.onerror = () => reject(new TypeError('Network request failed'))
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
      request.signal?.addEventListener('abort', () => xhr.abort())
      xhr.send(body)
    })
  }
}
