import { QRCode } from 'antd';

export type QrImageProps = { value: string; size: number };

/** The QR code itself: its own chunk, so the page's first load doesn't carry the encoder. */
export default function QrImage({ value, size }: QrImageProps) {
  return <QRCode value={value} type="svg" size={size} bordered={false} style={{ background: '#fff' }} />;
}
