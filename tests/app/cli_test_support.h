// What the command-line tests share: running the built binary with a bounded wait, and
// hand-made PNG bytes.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include "test_paths.h"

namespace cli_test {

struct RunResult {
  int exitCode = -1;
  QString out;
  QString err;
};

// Waits for a started process within the bound: "did not finish" (killed) is a hang; a crash is
// exit code -2.
inline RunResult waitForResult(QProcess& process, int timeoutMs) {
  RunResult r;
  if (!process.waitForFinished(timeoutMs)) {
    process.kill();
    process.waitForFinished();
    r.err = QStringLiteral("did not finish");
    return r;
  }
  r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
  r.out = QString::fromUtf8(process.readAllStandardOutput());
  r.err = QString::fromUtf8(process.readAllStandardError());
  return r;
}

// `environment` empty: the test's own.
inline RunResult runCli(const QStringList& args, int timeoutMs = 240000,
                        const QProcessEnvironment& environment = {}) {
  QProcess process;
  if (!environment.isEmpty()) process.setProcessEnvironment(environment);
  process.start(QStringLiteral(CONVSCOPE_BINARY), args);
  return waitForResult(process, timeoutMs);
}

inline QJsonObject runJson(const QStringList& args) {
  const RunResult r = runCli(args);
  if (r.exitCode != 0) return {};
  return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// Whether `convscope info` finds a CUDA device: tests of the no-device path skip when it does.
inline bool hasCudaDevice() {
  return !runJson({QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("json")})
              .value(QStringLiteral("cudaDevice"))
              .isNull();
}

// A gray test image whose size is a multiple of nothing in particular.
inline QImage patternImage(int w, int h) {
  QImage image(w, h, QImage::Format_Grayscale8);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x)
      image.scanLine(y)[x] = static_cast<uchar>((x * 37 + y * 91 + x * y) % 256);
  }
  return image;
}

// PNG's chunk checksum (CRC-32, ISO 3309), so a hand-made header is accepted by the decoder.
inline quint32 crc32(const QByteArray& bytes) {
  quint32 crc = 0xffffffffu;
  for (char c : bytes) {
    crc ^= static_cast<quint8>(c);
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

inline QByteArray bigEndian(quint32 v) {
  QByteArray b(4, '\0');
  for (int i = 0; i < 4; ++i) b[i] = static_cast<char>((v >> (24 - 8 * i)) & 0xffu);
  return b;
}

// A valid PNG header that claims width×height pixels, with no real pixel data behind it.
inline QByteArray pngHeaderOnly(quint32 width, quint32 height) {
  QByteArray ihdr = QByteArray("IHDR") + bigEndian(width) + bigEndian(height);
  ihdr += QByteArray("\x08\x00\x00\x00\x00", 5);  // 8-bit gray, no interlace
  QByteArray png("\x89PNG\r\n\x1a\n", 8);
  png += bigEndian(13) + ihdr + bigEndian(crc32(ihdr));
  // libpng reads the header up to the first IDAT; its contents are never reached.
  const QByteArray idat("IDATxxxx");
  png += bigEndian(4) + idat + bigEndian(crc32(idat));
  const QByteArray iend("IEND");
  png += bigEndian(0) + iend + bigEndian(crc32(iend));
  return png;
}

}  // namespace cli_test
