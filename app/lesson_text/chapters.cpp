#include "lesson_text/chapters.h"

namespace convscope::lessons {

const std::vector<Chapter>& chapters() {
  static const std::vector<Chapter> all = [] {
    std::vector<Chapter> list = chaptersOneToFour();
    for (auto part : {chaptersFiveToEight(), chaptersNineToEleven(), chaptersTwelveToFifteen(),
                      chaptersSixteenToNineteen(), chaptersTwentyToTwentyTwo()})
      list.insert(list.end(), part.begin(), part.end());
    return list;
  }();
  return all;
}

const Chapter* chapter(int number) {
  const auto& all = chapters();
  if (number < 1 || number > static_cast<int>(all.size())) return nullptr;
  return &all[static_cast<size_t>(number - 1)];
}

}  // namespace convscope::lessons
