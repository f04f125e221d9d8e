/** A filtered, sorted and populated doctors list: the API request the benchmarks load. */
export const DOCTORS_QUERY =
  '/api/v1/doctors?filters[category][$in][0]=higher&filters[category][$in][1]=first&filters[experience][$gte]=5' +
  '&filters[status][$eq]=active&sort=rating:desc,id:asc&populate[0]=specializations&populate[1]=workplaces&limit=20';
