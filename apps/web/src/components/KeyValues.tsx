import { theme } from 'antd';

/** A flat map of strings (metadata, the gateway's extra) as `key: value` lines; null when empty. */
export const KeyValues = ({ values }: { values: Record<string, string> }) => {
  const { token } = theme.useToken();
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map(([key, value]) => (
        <li key={key}>
          <code style={{ fontFamily: token.fontFamilyCode, color: token.colorTextSecondary }}>{key}</code>
          {': '}
          <span>{value}</span>
        </li>
      ))}
    </ul>
  );
};

/** The map's lines, or null when it is empty so a field grid shows its mark. */
export const keyValues = (values: Record<string, string>) =>
  Object.keys(values).length > 0 ? <KeyValues values={values} /> : null;
