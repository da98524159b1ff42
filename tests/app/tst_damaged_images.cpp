// Images that lie or are cut short, through `apply` as a user gives them: a file whose format is
// known but whose data ends early or fails its checks is "damaged or cut short" (exit 1, nothing
// written), a declared size past the budget is refused with that size before anything is
// allocated, and only a file of no known format is "not an image". Each format is first shown to
// load whole, so a refusal is about the damage, not the format.
#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include "cli_test_support.h"
#include "images/gif_encoder.h"

using namespace cli_test;

namespace {

constexpr int kBoundMs = 30000;

QImage picture(int w, int h) {
  QImage image(w, h, QImage::Format_RGB32);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) image.setPixel(x, y, qRgb(x * 5, y * 7, (x * y) & 255));
  return image;
}

QByteArray encoded(const QImage& image, const char* format) {
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  if (!image.save(&buffer, format)) return {};
  return bytes;
}

QByteArray le16(int v) {
  QByteArray b(2, '\0');
  qToLittleEndian(static_cast<quint16>(v), b.data());
  return b;
}
QByteArray le32(quint32 v) {
  QByteArray b(4, '\0');
  qToLittleEndian(v, b.data());
  return b;
}

// A BMP header (BITMAPINFOHEADER) for width×height at `bits`, with `compression`, then `data`.
QByteArray bmp(int width, int height, int bits, int compression, const QByteArray& palette,
               const QByteArray& data) {
  const int offset = 14 + 40 + palette.size();
  QByteArray b("BM");
  b += le32(offset + data.size()) + le32(0) + le32(offset);
  b += le32(40) + le32(width) + le32(height) + le16(1) + le16(bits) + le32(compression);
  b += le32(data.size()) + le32(2835) + le32(2835) + le32(palette.size() / 4) + le32(0);
  return b + palette + data;
}

// An uncompressed 24-bit TGA, top-left origin: no signature at its start, so only its name says
// TGA.
QByteArray tga(int width, int height) {
  QByteArray b(18, '\0');
  b[2] = 2;  // true colour, uncompressed
  b.replace(12, 2, le16(width));
  b.replace(14, 2, le16(height));
  b[16] = 24;
  b[17] = 0x20;
  for (int i = 0; i < width * height; ++i) b += QByteArray::fromRawData("\x40\x80\xc0", 3);
  // The version 2 footer, which Qt's reader requires.
  return b + QByteArray(8, '\0') + QByteArray("TRUEVISION-XFILE.", 17) + QByteArray(1, '\0');
}

}  // namespace

class TestDamagedImages : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;

  QString write(const QString& name, const QByteArray& bytes) {
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(bytes);
    return path;
  }

  RunResult apply(const QString& image) {
    QFile::remove(out());
    return runCli(
        {QStringLiteral("apply"), QStringLiteral("--image"), image, QStringLiteral("--kernel"),
         QStringLiteral("identity"), QStringLiteral("--out"), out()},
        kBoundMs);
  }
  QString out() const { return m_dir.filePath(QStringLiteral("out.npy")); }

  // Whole files of each format; rows derive the damaged ones from them.
  QByteArray whole(const QString& format) {
    if (format == QLatin1String("gif")) {
      auto gif = convscope::app::encodeGif({picture(40, 30), picture(40, 30).mirrored()});
      return gif ? *gif : QByteArray();
    }
    if (format == QLatin1String("tga")) return tga(40, 30);
    return encoded(picture(40, 30), format.toLatin1().constData());
  }

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void wholeFilesLoad_data() {
    QTest::addColumn<QString>("format");
    for (const char* f : {"bmp", "gif", "png", "tiff", "webp", "tga", "ppm"})
      QTest::newRow(f) << QString::fromLatin1(f);
  }
  void wholeFilesLoad() {
    QFETCH(QString, format);
    const QByteArray bytes = whole(format);
    if (bytes.isEmpty()) QSKIP("this Qt cannot write the format");
    const RunResult r = apply(write(QStringLiteral("whole.") + format, bytes));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFile::exists(out()));
  }

  // Cut at several points: the header, the middle of the data, one byte short.
  void cutShortIsDamaged_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("kept");
    for (const char* f : {"bmp", "gif", "png", "tiff", "webp", "tga", "ppm"})
      for (double kept : {0.5, 0.9})
        QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(f)).arg(kept)))
            << QString::fromLatin1(f) << kept;
  }
  void cutShortIsDamaged() {
    QFETCH(QString, format);
    QFETCH(double, kept);
    const QByteArray bytes = whole(format);
    if (bytes.isEmpty()) QSKIP("this Qt cannot write the format");
    const RunResult r = apply(
        write(QStringLiteral("cut.") + format, bytes.left(static_cast<int>(bytes.size() * kept))));
    QVERIFY2(r.err != QStringLiteral("did not finish"), "apply hung");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("damaged or cut short")), qPrintable(r.err));
    QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);  // one line
    QVERIFY(!QFile::exists(out()));
  }

  void aBadPngChecksumIsDamaged() {
    QByteArray bytes = whole(QStringLiteral("png"));
    const int idat = bytes.indexOf("IDAT");
    QVERIFY(idat > 0);
    bytes[idat + 8] = static_cast<char>(bytes[idat + 8] ^ 0x5a);  // data changed, CRC not
    const RunResult r = apply(write(QStringLiteral("crc.png"), bytes));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("damaged or cut short")), qPrintable(r.err));
  }

  void anEmptyFileIsDamaged() {
    const RunResult r = apply(write(QStringLiteral("empty.png"), QByteArray()));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("damaged or cut short")) &&
                 r.err.contains(QStringLiteral("empty")),
             qPrintable(r.err));
  }

  // Qt's BMP reader allocated 16384² and filled it with zeros (2.7 s on an image of nothing).
  void aBmpHeaderPromisingMoreThanTheFileHoldsIsDamaged() {
    const RunResult r =
        apply(write(QStringLiteral("liar.bmp"), bmp(16384, 16384, 24, 0, {}, QByteArray(1024, 7))));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("damaged or cut short")) &&
                 r.err.contains(QStringLiteral("805306368")),
             qPrintable(r.err));
  }

  // Qt reads a header of any size it does not know (0 here) as the old 12-byte one: 16-bit
  // signed sides, a negative height top-down. It decoded these 30 bytes as 16384×4592 of zeros.
  void anOldStyleBmpHeaderPromisingMoreThanTheFileHoldsIsDamaged() {
    QByteArray b("BM");
    b += le32(30) + le32(0) + le32(26);
    b += le32(0) + le16(16384) + le16(static_cast<quint16>(-4592)) + le16(1) + le16(1);
    b += QByteArray(4, '\0');
    const RunResult r = apply(write(QStringLiteral("old.bmp"), b));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("damaged or cut short")) &&
                 r.err.contains(QStringLiteral("9404416")),
             qPrintable(r.err));
  }

  // Run-length BMP data is whole only with its end mark (0 1).
  void aRunLengthBmpWithoutItsEndIsDamaged() {
    const QByteArray palette = QByteArray::fromHex("00000000ffffff00");
    const QByteArray rows = QByteArray::fromHex(
        "0401"
        "0000"
        "0400"
        "0001");
    RunResult r = apply(write(QStringLiteral("rle.bmp"), bmp(4, 2, 8, 1, palette, rows)));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = apply(write(QStringLiteral("rle-cut.bmp"), bmp(4, 2, 8, 1, palette, rows.left(4))));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("end mark")), qPrintable(r.err));
  }

  // The second frame cut off: the first decodes whole, the file still is not.
  void aGifCutInALaterFrameIsDamaged() {
    const QByteArray bytes = whole(QStringLiteral("gif"));
    const RunResult r = apply(write(QStringLiteral("later.gif"), bytes.left(bytes.size() - 30)));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("damaged or cut short")), qPrintable(r.err));
  }

  void aDeclaredSizePastTheBudgetIsNamed_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("size");
    const QString big = QStringLiteral("100000×100000");
    QTest::newRow("PNG 100000²") << pngHeaderOnly(100000, 100000) << QStringLiteral("huge.png")
                                 << big;
    QTest::newRow("BMP 100000²") << bmp(100000, 100000, 24, 0, {}, QByteArray(64, 0))
                                 << QStringLiteral("huge.bmp") << big;
    QTest::newRow("BMP 100000² top-down") << bmp(100000, -100000, 24, 0, {}, QByteArray(64, 0))
                                          << QStringLiteral("huge-down.bmp") << big;
    // The row arithmetic of 2³¹−1 a side at 65535 bits a pixel overflows 64 bits.
    QTest::newRow("BMP 2147483647² at 65535 bits")
        << bmp(2147483647, 2147483647, 65535, 0, {}, QByteArray(64, 0))
        << QStringLiteral("huge-deep.bmp") << QStringLiteral("2147483647×2147483647");
  }
  void aDeclaredSizePastTheBudgetIsNamed() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, name);
    const RunResult r = apply(write(name, bytes));
    QCOMPARE(r.exitCode, 1);
    QFETCH(QString, size);
    QVERIFY2(r.err.contains(size) && r.err.contains(QStringLiteral("too large")),
             qPrintable(r.err));
  }

  void onlyAnUnknownFormatIsNotAnImage() {
    const RunResult r = apply(write(QStringLiteral("notes.png"), "just some text\n"));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("not an image this build can read")), qPrintable(r.err));
  }
};

QTEST_GUILESS_MAIN(TestDamagedImages)
#include "tst_damaged_images.moc"
