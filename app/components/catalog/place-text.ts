/** "Київ, вул. Липова, 3", or the address alone when it already names the city ("м. Київ, вул. …"). */
export function cityAndAddress(city: string, address: string): string {
  if (!address) return city;
  return city && !address.toLocaleLowerCase().includes(city.toLocaleLowerCase()) ? `${city}, ${address}` : address;
}
