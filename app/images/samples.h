// Built-in input images: generated ones (a handwritten-style digit, a checkerboard, a gradient)
// and five photos compiled in as resources (see resources/samples/README.md for their terms).
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QString>

#include "convscope/status.h"

namespace convscope::app {

struct SampleInfo {
  QString id;             // what --image accepts, e.g. "camera"; generated ones also take "id:N"
  QString title;          // for the window's menu, translated
  QString credit;         // who made it and on what terms ("" for generated samples)
  QString parameterHint;  // what ":N" means for this sample ("" when it takes none)
};

// All samples in menu order: generated first, then the photos.
QList<SampleInfo> sampleList();

// True when `spec` names a sample ("gradient", "gradient:512", "digit:7", "coins").
bool isSampleSpec(const QString& spec);

// Makes or loads a sample. Fails with InvalidArgument for an unknown id or a bad parameter.
Result<QImage> loadSample(const QString& spec);

// Sizes of the generated samples when no parameter is given.
constexpr int kDigitSide = 28;  // MNIST's size
constexpr int kDefaultCheckerboardSide = 64;
constexpr int kDefaultGradientSide = 256;
constexpr int kMaxGeneratedSide = 4096;

// A 28×28 MNIST-like digit: white strokes on black, softened like a scanned pen stroke.
QImage drawDigit(int digit);
// Squares of `side / 8` pixels, black and white.
QImage drawCheckerboard(int side);
// A horizontal ramp 0..255 with a gentle vertical ramp mixed in, so edges run both ways.
QImage drawGradient(int side);

}  // namespace convscope::app
