// File names are bytes on Linux, not text: "caf\xe9.png" (Latin-1) is a legal name that is not
// UTF-8. Qt turns such bytes into U+FFFD, and QFile::encodeName then makes a different name, so
// `--out` wrote to another file and `--image` read "no such file" for one that exists.
//
// Here an argument is decoded as PEP 383's "surrogateescape" does (Python's os.fsdecode): valid
// UTF-8 as text, every byte of an invalid sequence as the lone surrogate U+DC80 + (byte − 0x80).
// fileNameBytes() undoes it exactly, so a name goes from argv to open() byte for byte, while the
// QString still prints (the bytes show as U+FFFD) and compares like any other. For a name that is
// valid UTF-8 both are the same as QString::fromUtf8 and QString::toUtf8.
#pragma once

#include <sys/stat.h>

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <string>

namespace convscope::app {

inline QString fileNameFromBytes(const QByteArray& bytes) {
  QString out;
  out.reserve(bytes.size());
  const auto byte = [&](qsizetype i) { return static_cast<unsigned char>(bytes[i]); };
  for (qsizetype i = 0; i < bytes.size();) {
    const unsigned char lead = byte(i);
    int length = 0;
    char32_t code = 0;
    char32_t least = 0;
    if (lead < 0x80) {
      length = 1;
      code = lead;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
      length = 2;
      code = lead & 0x1Fu;
      least = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      length = 3;
      code = lead & 0x0Fu;
      least = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      length = 4;
      code = lead & 0x07u;
      least = 0x10000;
    }
    bool valid = length > 0 && i + length <= bytes.size();
    for (int k = 1; valid && k < length; ++k) {
      const unsigned char next = byte(i + k);
      valid = (next & 0xC0u) == 0x80u;
      code = (code << 6) | (next & 0x3Fu);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8 either.
    if (valid && length > 1) {
      valid = code >= least && code <= 0x10FFFF && (code < 0xD800 || code > 0xDFFF);
    }
    if (!valid) {
      out += QChar(static_cast<char16_t>(0xDC00 + lead));
      ++i;
      continue;
    }
    if (code >= 0x10000) {
      out += QChar(QChar::highSurrogate(code));
      out += QChar(QChar::lowSurrogate(code));
    } else {
      out += QChar(static_cast<char16_t>(code));
    }
    i += length;
  }
  return out;
}

inline QByteArray fileNameBytes(const QString& name) {
  QByteArray out;
  out.reserve(name.size());
  const auto put = [&](char32_t code) {
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (code >> 18));
      out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
  };
  for (qsizetype i = 0; i < name.size(); ++i) {
    const char16_t unit = name[i].unicode();
    if (QChar::isHighSurrogate(unit) && i + 1 < name.size() &&
        QChar::isLowSurrogate(name[i + 1].unicode())) {
      put(QChar::surrogateToUcs4(unit, name[i + 1].unicode()));
      ++i;
    } else if (unit >= 0xDC80 && unit <= 0xDCFF) {
      out += static_cast<char>(unit - 0xDC00);  // an escaped byte, back as it was
    } else if (QChar::isSurrogate(unit)) {
      put(0xFFFD);
    } else {
      put(unit);
    }
  }
  return out;
}

inline std::string fileNameString(const QString& name) {
  return fileNameBytes(name).toStdString();
}

// Whether the name is there at all (a file, a folder, anything stat() follows to), as
// QFileInfo::exists asks, by the name's bytes.
inline bool fileExists(const QString& name) {
  struct stat st {};
  return ::stat(fileNameBytes(name).constData(), &st) == 0;
}

// The command line as the program got it, each argument decoded as above (QCoreApplication's
// arguments() are already U+FFFD where a name was not UTF-8).
inline QStringList argumentsFromArgv(int argc, char** argv) {
  QStringList args;
  args.reserve(argc);
  for (int i = 0; i < argc; ++i) args << fileNameFromBytes(QByteArray(argv[i]));
  return args;
}

}  // namespace convscope::app
