// Chapters 1 to 4: what one output pixel is, why the outputs can be made in any order, what a
// CPU and a GPU bring to that, and how CUDA hands the pixels to its threads.
#include "lesson_text/chapters.h"

namespace convscope::lessons {

std::vector<Chapter> chaptersOneToFour() {
  std::vector<Chapter> list;

  Chapter one;
  one.number = 1;
  one.title = {"One output pixel: nine products and one sum", "一个输出像素：九个乘积，一个和"};
  one.body = {
      "<p>A <a href=\"term:filter\">filter</a> is a small grid of nine numbers, its "
      "<a href=\"term:weight\">weights</a>. To make <b>one</b> output pixel, lay the filter on a "
      "3 × 3 patch of the input (the orange square), multiply each input value by the weight on "
      "top of it, and add up the nine products.</p>"
      "<p>That sum is the output pixel. Then the filter moves one pixel to the right and does the "
      "same again, row after row. Around the border the patch sticks out of the image; the missing "
      "pixels come from <a href=\"term:padding\">padding</a> (here: zeros).</p>"
      "<p>Press <b>Space</b> to let the CPU walk through the image, one output pixel per step.</p>",
      "<p><a href=\"term:filter\">滤波器</a>是一个由九个数组成的小网格，这些数叫"
      "<a href=\"term:weight\">权重</a>。要算出<b>一个</b>输出像素，就把滤波器盖在输入图像的一块 "
      "3 × 3 区域上（橙色方框），把每个输入值乘以盖在它上面的权重，再把九个乘积加起来。</p>"
      "<p>这个和就是这个输出像素。然后滤波器向右移动一个像素，再做一遍，一行接一行。在边缘，"
      "这块区域会伸出图像；缺的像素由<a href=\"term:padding\">填充</a>补上（这里补 0）。</p>"
      "<p>按<b>空格键</b>，看 CPU 一步算一个输出像素，走完整张图。</p>"};
  one.question = {
      "This input is 28 × 28 pixels and the padding keeps the output 28 × 28. How many "
      "multiplications does the whole output need?",
      "这张输入图是 28 × 28 像素，填充让输出也保持 28 × 28。整个输出一共需要多少次乘法？"};
  one.answer = {
      "28 × 28 = 784 output pixels, 9 multiplications each: 784 × 9 = 7,056. A 1024 × 1024 "
      "photo needs 1,048,576 × 9 ≈ 9.4 million, for one filter.",
      "28 × 28 = 784 个输出像素，每个 9 次乘法：784 × 9 = 7,056 次。一张 1024 × 1024 的照片"
      "需要 1,048,576 × 9 ≈ 940 万次，这还只是一个滤波器。"};
  one.setup.image = QStringLiteral("digit:3");
  one.setup.kernel = QStringLiteral("sobel-x");
  one.setup.step = 13 * 28 + 10;  // on the left edge of the stroke: a large sum, 727
  one.setup.views = kCpuInput | kCpuOutput | kFormula | kStepControls;
  list.push_back(one);

  Chapter two;
  two.number = 2;
  two.title = {"Every output pixel is independent", "每个输出像素都互不依赖"};
  two.body = {
      "<p>Look again at the sum of chapter 1: it reads nine <i>input</i> pixels and the nine "
      "weights. It never reads another <i>output</i> pixel. So no output has to wait for another, "
      "and the order in which we compute them does not matter.</p>"
      "<p>On the right the same image is computed three ways with ConvScope's own engine: row by "
      "row; in a shuffled order (the numbers show where it started); and as two halves by two "
      "workers at the same time. The three results are compared bit for bit. (The red line down "
      "the left edge and the blue one down the right are the filter meeting the zero padding: "
      "outside the image it reads 0, so the bright photo seems to end in a dark edge there.)</p>"
      "<p>Work like this is called <a href=\"term:parallel\">embarrassingly parallel</a>: it can "
      "be split among as many workers as we have.</p>",
      "<p>再看第 1 章的求和：它读取九个<i>输入</i>像素和九个权重，从不读取别的<i>输出</i>像素。"
      "所以没有哪个输出需要等另一个输出，计算的先后顺序无关紧要。</p>"
      "<p>右边用 ConvScope 自己的计算引擎把同一张图算了三遍：逐行计算；按打乱的顺序计算"
      "（数字标出最先算的几个像素）；以及分成上下两半，由两个工作线程同时计算。"
      "三个结果逐位（bit for bit）比较。（左边缘那条红线和右边缘那条蓝线，是卷积核碰到了零填充："
      "图像外面读到的是 0，所以明亮的照片在那里看起来像遇到了一条暗边。）</p>"
      "<p>这样的工作叫作<a "
      "href=\"term:parallel\">高度并行</a>：有多少个工作者，就可以分成多少份。</p>"};
  two.question = {
      "A running sum along a row (each output = its input + the output to its left) is also a "
      "loop over pixels. Could it be computed in a shuffled order?",
      "沿一行的累加和（每个输出 = 它的输入 + "
      "左边那个输出）也是对像素的循环。它能按打乱的顺序计算吗？"};
  two.answer = {
      "No: each output needs the output to its left, so they must come one after another. "
      "Convolution reads only inputs, which is why it can be spread over thousands of GPU threads.",
      "不能：每个输出都需要左边的输出，所以必须一个接一个地算。卷积只读取输入，"
      "这正是它能分给成千上万个 GPU 线程的原因。"};
  two.setup.image = QStringLiteral("camera");
  two.setup.side = 96;
  two.setup.kernel = QStringLiteral("sobel-x");
  two.demo = Demo::Independence;
  list.push_back(two);

  Chapter three;
  three.number = 3;
  three.title = {"CPU cores and GPU cores", "CPU 核心与 GPU 核心"};
  three.body = {
      "<p>A CPU has a few strong <a href=\"term:core\">cores</a>. Each one runs complicated code "
      "fast: decisions, branches, the operating system, this window. With "
      "<a href=\"term:simd\">SIMD</a> a core also works on several numbers per instruction, its "
      "lanes.</p>"
      "<p>A GPU has thousands of simple cores, grouped into <a href=\"term:sm\">SMs</a>. One core "
      "is slower than a CPU core, but together they do the same small computation on millions of "
      "pixels at once.</p>"
      "<p>On the right: this computer's CPU, as measured here, beside GPUs. Without a GPU in this "
      "computer, the GPUs shown are well-known cards with their published figures.</p>",
      "<p>CPU 有几个强大的<a href=\"term:core\">核心</a>。每个核心都能快速运行复杂的代码："
      "判断、分支、操作系统、这个窗口。借助 <a href=\"term:simd\">SIMD</a>，一个核心的一条指令"
      "还能同时处理好几个数，每个数占向量里的一个 lane（位置）。</p>"
      "<p>GPU 有成千上万个简单的核心，分组放在<a href=\"term:sm\">流多处理器</a>里。单个核心比 "
      "CPU 核心慢，但它们合在一起，能同时对数百万个像素做同样的小计算。</p>"
      "<p>右边：这台计算机的 CPU（在本机测得）和 GPU 并排。如果这台计算机没有 GPU，"
      "显示的就是几款知名显卡，数据来自其公布的规格。</p>"};
  three.question = {
      "Which of these suits a GPU better: (a) adding 1 to ten million numbers, or (b) following "
      "a long chain of decisions where each step depends on the last?",
      "哪一项更适合 GPU：(a) 给一千万个数各加 1；还是 (b) "
      "走一条很长的判断链，每一步都取决于上一步？"};
  three.answer = {
      "(a): ten million identical, independent additions keep thousands of cores busy. (b) is one "
      "path of dependent steps: only one core can work on it, so a fast CPU core wins.",
      "(a)：一千万次相同且独立的加法，能让成千上万个核心都忙起来。(b) 是一条前后依赖的路径，"
      "只能由一个核心来做，所以快速的 CPU 核心更占优势。"};
  three.demo = Demo::Cores;
  list.push_back(three);

  Chapter four;
  four.number = 4;
  four.title = {"Threads, warps and blocks", "线程、线程束与线程块"};
  four.body = {
      "<p>The GPU computes with a <a href=\"term:kernel\">kernel</a>: one small function that "
      "every <a href=\"term:thread\">thread</a> runs, here one thread per output pixel.</p>"
      "<p>Threads come in <a href=\"term:block\">blocks</a> (the coloured squares, 16 × 16 "
      "threads each); each block runs on one <a href=\"term:sm\">SM</a>. Inside a block, the GPU "
      "runs 32 threads at a time, a <a href=\"term:warp\">warp</a> (the thin stripes); each "
      "thread is one <a href=\"term:lane\">lane</a> of its warp.</p>"
      "<p>The image is 28 pixels wide, the blocks cover 32: the hatched threads have no pixel. "
      "They are <a href=\"term:idle\">idle lanes</a>, and they lower the "
      "<a href=\"term:efficiency\">warp efficiency</a>. Move the mouse over a pixel to see who "
      "computed it.</p>",
      "<p>GPU 用<a href=\"term:kernel\">核函数</a>计算：核函数是一个小函数，每个"
      "<a href=\"term:thread\">线程</a>都运行它；这里每个线程算一个输出像素。</p>"
      "<p>线程组成<a href=\"term:block\">线程块</a>（彩色方块，每块 16 × 16 个线程），每个线程块在"
      "一个<a href=\"term:sm\">流多处理器</a>上运行。在线程块内部，GPU 每次运行 32 个线程，称为"
      "一个<a href=\"term:warp\">线程束</a>（细条纹）；每个线程在它所在的线程束里有一个"
      "<a href=\"term:lane\">束内序号（lane）</a>。</p>"
      "<p>图像宽 28 像素，线程块却覆盖 32 像素：带斜线的线程没有像素可算。它们是"
      "<a href=\"term:idle\">空闲线程</a>，会降低<a href=\"term:efficiency\">线程束效率</a>。"
      "把鼠标移到一个像素上，看它是由谁算出来的。</p>"};
  four.question = {
      "With 16 × 16 blocks on a 28 × 28 image, how many threads are launched, and how many are "
      "idle?",
      "在 28 × 28 的图像上用 16 × 16 的线程块，一共启动多少个线程？其中多少个是空闲的？"};
  four.answer = {
      "2 × 2 blocks of 256 threads = 1,024 threads for 784 pixels, so 240 are idle: 784 / 1,024 "
      "≈ 77 % warp efficiency. An image of 32 × 32 would use every lane.",
      "2 × 2 个线程块，每块 256 个线程，共 1,024 个线程，而像素只有 784 个，所以 240 个空闲："
      "线程束效率为 784 / 1,024 ≈ 77 %。32 × 32 的图像则会用满每个 lane。"};
  four.setup.image = QStringLiteral("digit:3");
  four.setup.kernel = QStringLiteral("sobel-x");
  four.setup.overlayFlags = 1 | 2 | 4 | 8;  // borders, block colours, warps, idle threads
  four.setup.views = kGpuInput | kGpuOutput | kGpuMapping;
  four.setup.runGpu = true;
  list.push_back(four);

  return list;
}

}  // namespace convscope::lessons
