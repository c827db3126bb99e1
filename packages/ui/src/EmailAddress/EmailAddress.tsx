/**
 * An email address as text that may wrap: where it does not fit its line (a phone's narrow column
 * beside a copy button), it breaks before the "@", so "@empresa.cl" stays whole, and never at a dot
 * inside the domain (which reads as if the address ended there). The text and what is copied or
 * read aloud are the address unchanged.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
