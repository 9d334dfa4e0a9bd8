// File uploads in tests (pictures of products, blog posts and profiles).

/** A multipart/form-data body with one file part, and the content type that announces it. */
export function multipartBody(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----shop-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
