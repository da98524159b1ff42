// The chapters of the lesson mode, as data: what each one says (both languages), what it asks,
// and the state of the window it shows. Chapters never compute on their own; lesson_binding.cpp
// sets the window to a chapter's setup, and a chapter's demo widget shows what the views cannot.
#pragma once

#include <QString>
#include <vector>

#include "convscope/launch_geometry.h"
#include "convscope/params.h"
#include "lesson_text/lesson_text.h"

namespace convscope::lessons {

// The parts of the workbench a chapter shows; the rest is hidden while it is on screen.
enum View : int {
  kCpuInput = 1,
  kCpuOutput = 2,
  kFormula = 4,
  kStepControls = 8,
  kCpuTimings = 16,
  kGpuInput = 32,
  kGpuOutput = 64,
  kGpuTimings = 128,
  kGpuMapping = 256,  // the thread-mapping tab: overlay switches, block size, inspector
};

// What a chapter shows beside its text when the live views are not the point.
enum class Demo {
  None,          // the live views alone
  Independence,  // chapter 2: row order, shuffled order, two workers: the same bits
  Cores,         // chapter 3: this CPU's lanes against a GPU's cores
  Crossover,     // chapter 5: CPU measured here against a reference GPU's model
  DataPath,      // chapter 6: disk → RAM → VRAM → screen, bytes and times
  Vram,          // chapter 7: what fills VRAM, and "CUDA out of memory"
  Timeline,      // chapter 8: who works when
  Stack,         // chapter 9: GPU → driver → CUDA → cuDNN → PyTorch, and the F.conv2d line
  Flip,          // chapter 10: cross-correlation against true convolution
  Layer,         // chapter 11: one filter to a CNN layer, the count of outputs
  LayerWins,     // chapter 12: the whole layer, the CPU at its measured best against the GPU model
  Roofline,      // chapter 13: memory-bound against compute-bound, both machines' ceilings
  Im2col,        // chapter 14: im2col and one matrix product; cuDNN's published speed-up
  TrainStep,     // chapter 16: a training step's five parts, measured here
  TrainFeed,     // chapter 17: the CPU prepares batch k + 1 while the GPU (a model) computes k
  TrainBatch,    // chapter 18: images per second and activation bytes against the batch
  TrainLearned,  // chapter 19: a filter the CNN learned, put on the workbench
  Tiles,         // chapter 20: one block's tile and halo on the input, the loads it saves
  FilterMemory,  // chapter 21: where the filter and the tile live; shared memory's banks
  Coalescing,    // chapter 22: one warp's addresses in 32-byte sectors, by block shape
};

struct ChapterSetup {
  QString image = QStringLiteral("digit:3");   // a sample spec or a file, as --image takes
  int side = 0;                                // resample the longer side to this; 0 keeps it
  QString kernel = QStringLiteral("sobel-x");  // a preset or nine numbers
  Padding padding = Padding::Zero;
  int stride = 1;
  int dilation = 1;
  bool flip = false;
  long long step = 0;    // the CPU step shown, 0-based
  double zoom = 1.0;     // of the views, centred on the sliding window
  int overlayFlags = 0;  // OverlayFlag bits of the thread-mapping overlay; 0: off
  Dim2 block{16, 16};
  int views = 0;        // View bits; 0 with a demo: the demo alone
  bool runGpu = false;  // run the GPU side (the emulated one without a device, labelled so)
};

struct Chapter {
  int number = 0;  // 1-based, as the list and --lesson show it
  Bilingual title;
  Bilingual body;  // rich text; <a href="term:ID"> links a glossary entry
  Bilingual question;
  Bilingual answer;
  ChapterSetup setup;
  Demo demo = Demo::None;
};

const std::vector<Chapter>& chapters();
// Chapter `number` (1-based), or null when there is none.
const Chapter* chapter(int number);

// The parts of the list, one file each, kept short enough to read.
std::vector<Chapter> chaptersOneToFour();
std::vector<Chapter> chaptersFiveToEight();
std::vector<Chapter> chaptersNineToEleven();
std::vector<Chapter> chaptersTwelveToFifteen();
std::vector<Chapter> chaptersSixteenToNineteen();
std::vector<Chapter> chaptersTwentyToTwentyTwo();

}  // namespace convscope::lessons
