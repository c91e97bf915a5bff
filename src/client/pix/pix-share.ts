/** The bytes of a base64 data URL ('data:image/png;base64,…'). */
function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The QR code as a PNG to the phone's share sheet (WhatsApp among the apps), where the browser
 * can share files; elsewhere it downloads. A share the member closes is not an error.
 */
export async function shareQrCode(
  dataUrl: string,
  fileName: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([dataUrlBytes(dataUrl)], fileName, { type: 'image/png' });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: 'QR Code Pix' });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      throw err;
    }
  }
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.click();
  return 'downloaded';
}
