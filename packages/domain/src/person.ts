/** 000 §3: a person's name is shown capitalised ("ANA-MARIJA kovačić" -> "Ana-Marija Kovačić"). */
export function capitalizePersonName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('hr')
    .replace(
      /(^|[\s\-'’])(\p{L})/gu,
      (_, separator: string, letter: string) => separator + letter.toLocaleUpperCase('hr'),
    );
}

/** Customer ID and person ID are numbers from 1000 to 9999999999 (000 §5). */
export const CUSTOMER_ID_MIN = 1000;
export const CUSTOMER_ID_MAX = 9_999_999_999;

export function isValidCustomerOrPersonId(id: number): boolean {
  return Number.isInteger(id) && id >= CUSTOMER_ID_MIN && id <= CUSTOMER_ID_MAX;
}
