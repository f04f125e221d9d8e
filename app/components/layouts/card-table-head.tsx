/**
 * The caption and column headers of a table that becomes cards on a phone: each cell repeats its header as
 * `data-label`, so the headers are stated once, here and in the cells' labels from the same object.
 */
export function CardTableHead({ caption, headers }: { caption: string; headers: Record<string, string> }) {
  return (
    <>
      <caption className="vz-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {Object.values(headers).map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
