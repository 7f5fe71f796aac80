// The zipcodes package ships no types; shipping reads only its Canadian table.
declare module 'zipcodes/lib/codesCanada.js' {
  export const codes: Record<string, { zip: string; latitude: number | null; longitude: number | null; city: string; state: string }>;
}
