/** An e-mail address, left to right on a right-to-left page too. */
export function EmailAddress({ value }: { value: string }) {
  return <bdi dir="ltr">{value}</bdi>;
}
