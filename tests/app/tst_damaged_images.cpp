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

#include <cstring>

#include "cli_test_support.h"
#include "image_fixtures.h"
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

  // The floats `apply` wrote, row after row, and the shape's text ("(2, 4)").
  QList<float> written(QString* shape = nullptr) const {
    QFile f(out());
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.readAll();
    const int length = static_cast<uchar>(bytes[8]) | (static_cast<uchar>(bytes[9]) << 8);
    const QByteArray header = bytes.mid(10, length);
    if (shape) {
      const qsizetype at = header.indexOf("'shape': ") + 9;
      *shape = QString::fromLatin1(header.mid(at, header.indexOf(')', at) - at + 1));
    }
    QList<float> values;
    for (qsizetype i = 10 + length; i + 4 <= bytes.size(); i += 4) {
      float v = 0;
      std::memcpy(&v, bytes.constData() + i, 4);
      values << v;
    }
    return values;
  }

  RunResult applyChannel(const QString& image, const QString& channel) {
    QFile::remove(out());
    return runCli({QStringLiteral("apply"), QStringLiteral("--image"), image,
                   QStringLiteral("--channel"), channel, QStringLiteral("--kernel"),
                   QStringLiteral("identity"), QStringLiteral("--out"), out()},
                  kBoundMs);
  }

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
    // Qt's XPM reader refuses the size and said "damaged"; the values line names it.
    QTest::newRow("XPM 100000²") << QByteArray(
                                        "/* XPM */\nstatic char *x[] = {\n"
                                        "\"100000 100000 2 1\",\n\"a c #000000\",\n"
                                        "\"b c #ffffff\",\n\"ab\"\n};\n")
                                 << QStringLiteral("huge.xpm") << big;
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

  // Viewers turn a picture upright by its EXIF orientation; Qt does so for JPEG and TIFF only, so
  // a PNG's eXIf and a WebP's EXIF chunk were read sideways. 0, 30, …, 210 in 2 rows of 4.
  void orientationIsApplied_data() {
    using namespace image_fixtures;
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QList<float>>("values");
    QTest::newRow("TIFF Orientation 3 (180°)")
        << QStringLiteral("o3.tif")
        << encoded(steps(), "tiff", QImageIOHandler::TransformationRotate180)
        << QStringLiteral("(2, 4)") << QList<float>{210, 180, 150, 120, 90, 60, 30, 0};
    QTest::newRow("PNG eXIf 6 (90° clockwise)")
        << QStringLiteral("o6.png") << pngWithChunks(steps(), pngChunk("eXIf", exifOrientation(6)))
        << QStringLiteral("(4, 2)") << QList<float>{120, 0, 150, 30, 180, 60, 210, 90};
    QTest::newRow("PNG eXIf 2 (mirrored)")
        << QStringLiteral("o2.png") << pngWithChunks(steps(), pngChunk("eXIf", exifOrientation(2)))
        << QStringLiteral("(2, 4)") << QList<float>{90, 60, 30, 0, 210, 180, 150, 120};
    QTest::newRow("WebP EXIF 8 (90° anticlockwise)")
        << QStringLiteral("o8.webp") << webpWithOrientation(steps(), 8) << QStringLiteral("(4, 2)")
        << QList<float>{90, 210, 60, 180, 30, 150, 0, 120};
  }
  void orientationIsApplied() {
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, shape);
    QFETCH(QList<float>, values);
    const RunResult r = apply(write(name, bytes));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QString got;
    QCOMPARE(written(&got), values);
    QCOMPARE(got, shape);
  }

  // Qt reads an APNG's default image and an animated WebP's first frame without a word.
  void onlyTheFirstFrameIsUsedAndSaid_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("APNG of 3") << QStringLiteral("three.png")
                               << image_fixtures::apng(image_fixtures::steps(), 3);
    QTest::newRow("animated WebP of 3")
        << QStringLiteral("three.webp") << image_fixtures::animatedWebp(image_fixtures::steps(), 3);
  }
  void onlyTheFirstFrameIsUsedAndSaid() {
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    const RunResult r = apply(write(name, bytes));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(name + QStringLiteral(": only the first of its 3 frames is used")),
             qPrintable(r.err));
    QCOMPARE(written(), (QList<float>{0, 30, 60, 90, 120, 150, 180, 210}));
  }

  // 5 and 6 bits widen to 8 over the whole range: 31 of 31 is 255 (Qt gave 248: 43 of 48 values
  // off by up to 7).
  void aBmpOf565BitfieldsFillsTheRange() {
    const auto field = [](int i) { return std::pair{i % 32, (i * 5) % 64}; };
    const QByteArray bytes = image_fixtures::bmp565(8, 6, [&](int x, int y) {
      const auto [r, g] = field(y * 8 + x);
      return static_cast<unsigned>((r << 11) | (g << 5) | (31 - r));
    });
    const QString file = write(QStringLiteral("565.bmp"), bytes);
    QList<float> red;
    QList<float> green;
    for (int i = 0; i < 48; ++i) {
      red << static_cast<float>((field(i).first * 255 + 15) / 31);
      green << static_cast<float>((field(i).second * 255 + 31) / 63);
    }
    RunResult r = applyChannel(file, QStringLiteral("r"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(written(), red);
    r = applyChannel(file, QStringLiteral("g"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(written(), green);
  }

  // Qt reads only uncompressed TGA; run-length packets (type 11 here) were called damaged.
  void aRunLengthTgaLoads() {
    QList<uchar> values;
    QList<float> want;
    for (int i = 0; i < 12; ++i) {
      values << static_cast<uchar>(i < 5 ? 200 : i * 10);
      want << values.last();
    }
    const RunResult r =
        apply(write(QStringLiteral("rle.tga"), image_fixtures::tgaRunLengthGray(4, 3, values)));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(written(), want);
    const QByteArray whole = image_fixtures::tgaRunLengthGray(4, 3, values);
    const RunResult cut = apply(write(QStringLiteral("rle-cut.tga"), whole.left(whole.size() - 2)));
    QCOMPARE(cut.exitCode, 1);
    QVERIFY2(cut.err.contains(QStringLiteral("damaged or cut short")), qPrintable(cut.err));
  }

  // libjpeg decodes a progressive file cut between scans from its first scans, without a
  // warning: a blurred or gray picture with exit 0.
  void aProgressiveJpegCutBetweenScansIsDamaged() {
    const QByteArray cut = image_fixtures::progressiveJpegCutAtSecondScan();
    QVERIFY(!cut.isEmpty());
    const RunResult r = apply(write(QStringLiteral("progressive-cut.jpg"), cut));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("damaged or cut short")) &&
                 r.err.contains(QStringLiteral("end-of-image marker")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(out()));
    const RunResult whole =
        apply(write(QStringLiteral("whole.jpg"), encoded(picture(64, 64), "jpeg")));
    QVERIFY2(whole.exitCode == 0, qPrintable(whole.err));
  }

  // A maxval that is not 255 scales with rounding (50 of 100 is 128; Qt truncated to 127), and a
  // sample past it is damage (Qt wrapped 120 of 100 round to 50).
  void netpbmScalesItsMaxvalAndRefusesSamplesPastIt_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QList<float>>("values");
    QTest::addColumn<QString>("says");
    const QList<float> scaled{0, 128, 255, 26};
    QTest::newRow("P5 maxval 100")
        << QByteArray("P5\n4 1\n100\n\x00\x32\x64\x0a", 15) << scaled << QString();
    QTest::newRow("P2 maxval 100")
        << QByteArray("P2\n# a comment\n4 1\n100\n0 50 100 10\n") << scaled << QString();
    QTest::newRow("P5 maxval 1000")
        << QByteArray("P5 4 1 1000\n\x00\x00\x01\xf4\x03\xe8\x00\x64", 20) << scaled << QString();
    QTest::newRow("P5 sample past maxval")
        << QByteArray("P5\n4 1\n100\n\x00\x32\x78\x0a", 15) << QList<float>{}
        << QStringLiteral("the sample 120 at column 2, row 0 is past the maxval 100");
  }
  void netpbmScalesItsMaxvalAndRefusesSamplesPastIt() {
    QFETCH(QByteArray, bytes);
    QFETCH(QList<float>, values);
    QFETCH(QString, says);
    const RunResult r = apply(write(QStringLiteral("maxval.pgm"), bytes));
    if (says.isEmpty()) {
      QVERIFY2(r.exitCode == 0, qPrintable(r.err));
      QCOMPARE(written(), values);
      return;
    }
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("damaged or cut short")) && r.err.contains(says),
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
