/** A wa.me chat link for a number of digits with country code, with an optional message. */
export function whatsAppLink(digits: string, text?: string): string {
  const base = `https://wa.me/${digits.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
