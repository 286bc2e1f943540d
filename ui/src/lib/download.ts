/** Saves `blob` as a file in the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="([^"]+)"/)
  return match?.[1] ?? fallback
}
