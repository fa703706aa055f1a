import PDFDocument from 'pdfkit';
import type { LessonBlock } from '../../db/schema/index.ts';

/** Said where a chart stood: the PDF has the text only. */
export const CHARTS_NOTE = 'Charts are in the online version.';

export interface PdfReport {
  title: string;
  summary: string;
  author: string;
  publishedAt: Date;
  market: string;
  symbols: string[];
  blocks: LessonBlock[];
  disclaimer: string;
}

/** A top-level piece of a report's HTML as the PDF lays it out. */
type Piece =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The text of an HTML fragment: tags dropped, the entities marked renders decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name];
      const code = name.startsWith('#x')
        ? Number.parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? Number(name.slice(1))
          : Number.NaN;
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    })
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/**
 * The headings, paragraphs and lists of HTML the importer rendered (marked's output: one element
 * per top-level block); anything else (quotes, tables, code) becomes a paragraph of its text.
 */
export function htmlPieces(html: string): Piece[] {
  const pieces: Piece[] = [];
  const element = /<(h[1-6]|p|ul|ol|blockquote|table|pre)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const match of html.matchAll(element)) {
    const tag = (match[1] ?? '').toLowerCase();
    const inner = match[2] ?? '';
    if (tag.startsWith('h')) pieces.push({ kind: 'heading', text: htmlText(inner) });
    else if (tag === 'ul' || tag === 'ol')
      pieces.push({
        kind: 'list',
        ordered: tag === 'ol',
        items: [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((item) =>
          htmlText(item[1] ?? ''),
        ),
      });
    else {
      const text = htmlText(inner);
      if (text) pieces.push({ kind: 'paragraph', text });
    }
  }
  return pieces;
}

/**
 * The report as a PDF: title, date, author, the text of its body (headings, paragraphs, lists;
 * a note where a chart or video stood) and the disclaimer. `compress: false` keeps the text
 * readable in the file (tests look for the title in it).
 */
export function reportPdf(report: PdfReport, { compress = true } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      compress,
      info: { Title: report.title, Author: report.author, Subject: report.summary },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica').fontSize(9).fillColor('#555555').text('TapeTV specialized report');
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text(report.title);
    doc.moveDown(0.3);
    const date = report.publishedAt.toISOString().slice(0, 10);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#333333')
      .text(
        `${date} · ${report.author} · ${report.market}${report.symbols.length ? ` · ${report.symbols.join(', ')}` : ''}`,
      );
    doc.moveDown(0.6);
    doc.font('Helvetica-Oblique').fontSize(11).fillColor('#000000').text(report.summary);
    doc.moveDown(0.8);

    let chartNoted = false;
    for (const block of report.blocks) {
      if (block.type !== 'html') {
        if (!chartNoted) {
          doc.font('Helvetica-Oblique').fontSize(10).fillColor('#555555').text(`[${CHARTS_NOTE}]`);
          doc.moveDown(0.6);
          chartNoted = true;
        }
        continue;
      }
      for (const piece of htmlPieces(block.html)) {
        doc.fillColor('#000000');
        if (piece.kind === 'heading') {
          doc.moveDown(0.4).font('Helvetica-Bold').fontSize(14).text(piece.text);
          doc.moveDown(0.3);
        } else if (piece.kind === 'paragraph') {
          doc.font('Helvetica').fontSize(11).text(piece.text, { lineGap: 2 });
          doc.moveDown(0.6);
        } else {
          doc.font('Helvetica').fontSize(11);
          piece.items.forEach((item, i) => {
            doc.text(`${piece.ordered ? `${i + 1}.` : '•'} ${item}`, { indent: 12, lineGap: 2 });
          });
          doc.moveDown(0.6);
        }
      }
    }

    doc.moveDown(1);
    doc.font('Helvetica-Oblique').fontSize(9).fillColor('#555555').text(report.disclaimer);
    doc.end();
  });
}
